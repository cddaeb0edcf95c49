#!/usr/bin/env python3
"""Writes the expected canonical forms of Apple's vendored password rules, domain by domain.

    python3 scripts/write-password-rules-reference.py STANDARD.txt MINIFIED.txt

STANDARD.txt and MINIFIED.txt hold one canonical form per line, for the domains of
Resources/apple-password-rules/password-rules.json in sorted order: what Apple's reference parser
(tools/PasswordRulesParser.js of apple/password-manager-resources, the same commit as the rules)
prints for each rule in its standard and minified modes. The script checks the line counts, writes
Resources/apple-password-rules/reference-canonical-forms.json and prints the two FNV-1a digests that
RealPasswordRulesTests pins: when the rules are updated, update the digests from the reference
parser's output, then run this script.
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "Resources", "apple-password-rules")


def fnv1a(lines):
    digest = 0xCBF29CE484222325
    for line in lines:
        for byte in (line + "\n").encode("utf-8"):
            digest ^= byte
            digest = (digest * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return digest


def read_lines(path):
    with open(path, encoding="utf-8") as file:
        return file.read().split("\n")[:-1]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(os.path.join(FOLDER, "password-rules.json"), encoding="utf-8") as file:
        domains = sorted(json.load(file))
    standard, minified = read_lines(sys.argv[1]), read_lines(sys.argv[2])
    if not len(domains) == len(standard) == len(minified):
        sys.exit(f"{len(domains)} domains but {len(standard)} standard and {len(minified)} minified lines")
    forms = {domain: {"standard": s, "minified": m} for domain, s, m in zip(domains, standard, minified)}
    with open(os.path.join(FOLDER, "reference-canonical-forms.json"), "w", encoding="utf-8") as file:
        json.dump(forms, file, indent=4, sort_keys=True, ensure_ascii=False)
        file.write("\n")
    print(f"standard 0x{fnv1a(standard):016x}, minified 0x{fnv1a(minified):016x} ({len(domains)} domains)")


if __name__ == "__main__":
    main()
