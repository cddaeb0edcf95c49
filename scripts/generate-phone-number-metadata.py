#!/usr/bin/env python3
"""Converts libphonenumber's metadata, as the PyPI package `phonenumbers` carries it, into the compact
resource KeycraftPhoneNumbers loads.

Regenerate (creates the git-ignored virtual environment .venv-phonenumbers/ on first use):

    scripts/generate-phone-number-metadata.py

Output, committed and marked generated:
    Sources/KeycraftPhoneNumbers/Metadata/PhoneNumberMetadata.json
    Sources/KeycraftPhoneNumbers/Metadata/NOTICE            (Apache-2.0 notice and the source version)

The resource keeps, per region (and per non-geographic country calling code), what as-you-type
formatting, formatting of complete numbers and validity need: the country calling code, the
international and national prefixes, the national prefix for parsing and its transform rule, the
number formats (pattern, format, leading-digits patterns, national-prefix formatting rule and its
flags) and the general and per-type number patterns with their possible lengths. Facts computed here
once, so Swift need not evaluate them on every keystroke, are stored beside each format:
  t   the as-you-type template: the format applied to the longest run of 9s the pattern matches
      (15 digits at most), the 9s replaced by U+2008 PUNCTUATION SPACE, the digit placeholder;
  tl  the number of digits that template holds;
  e   whether the format is eligible for as-you-type formatting (only groups and punctuation);
  fg  whether the national-prefix formatting rule holds the first group only (no national prefix).
"""

import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT_DIR = os.path.join(ROOT, "Sources", "KeycraftPhoneNumbers", "Metadata")


from phonenumbers_venv import ensure_venv  # noqa: E402

ensure_venv()

import phonenumbers  # noqa: E402
from phonenumbers.phonemetadata import PhoneMetadata  # noqa: E402
from phonenumbers import phonenumberutil  # noqa: E402

PLACEHOLDER = "\u2008"
LONGEST = "999999999999999"
# The same facts libphonenumber's AsYouTypeFormatter checks on each format, computed once here.
VALID_PUNCTUATION = phonenumberutil._VALID_PUNCTUATION
ELIGIBLE = re.compile("[" + VALID_PUNCTUATION + "]*\\\\1[" + VALID_PUNCTUATION + "]*(\\\\\\d[" + VALID_PUNCTUATION + "]*)*")
FIRST_GROUP_ONLY = re.compile("\\(?\\\\1\\)?")

TYPES = [
    ("fixedLine", "fixed_line"), ("mobile", "mobile"), ("tollFree", "toll_free"),
    ("premiumRate", "premium_rate"), ("sharedCost", "shared_cost"), ("personalNumber", "personal_number"),
    ("voip", "voip"), ("pager", "pager"), ("uan", "uan"), ("voicemail", "voicemail"),
]


def desc(d):
    if d is None or d.national_number_pattern is None:
        return None
    out = {"p": d.national_number_pattern}
    if d.possible_length:
        out["l"] = list(d.possible_length)
    if d.possible_length_local_only:
        out["ll"] = list(d.possible_length_local_only)
    return out


def number_format(f):
    out = {"p": f.pattern, "f": f.format}
    if f.leading_digits_pattern:
        out["ld"] = list(f.leading_digits_pattern)
    if f.national_prefix_formatting_rule is not None:
        out["npr"] = f.national_prefix_formatting_rule
    if f.national_prefix_optional_when_formatting:
        out["npo"] = True
    if f.domestic_carrier_code_formatting_rule is not None:
        out["dcc"] = f.domestic_carrier_code_formatting_rule
    if ELIGIBLE.fullmatch(f.format):
        out["e"] = True
    if f.national_prefix_formatting_rule is None or FIRST_GROUP_ONLY.fullmatch(f.national_prefix_formatting_rule):
        out["fg"] = True
    match = re.compile(f.pattern).search(LONGEST)
    if match:
        sample = match.group(0)
        out["t"] = re.compile(f.pattern).sub(f.format, sample).replace("9", PLACEHOLDER)
        out["tl"] = len(sample)
    return out


def territory(m):
    out = {"id": m.id, "cc": m.country_code}
    for key, attribute in [
        ("ip", "international_prefix"), ("pip", "preferred_international_prefix"), ("np", "national_prefix"),
        ("npp", "national_prefix_for_parsing"), ("nptr", "national_prefix_transform_rule"),
        ("ld", "leading_digits"),
    ]:
        value = getattr(m, attribute)
        if value is not None:
            out[key] = value
    if m.main_country_for_code:
        out["main"] = True
    if m.same_mobile_and_fixed_line_pattern:
        out["same"] = True
    general = desc(m.general_desc)
    if general:
        out["general"] = general
    for key, attribute in TYPES:
        value = desc(getattr(m, attribute))
        if value:
            out[key] = value
    out["formats"] = [number_format(f) for f in m.number_format]
    if m.intl_number_format:
        out["intlFormats"] = [number_format(f) for f in m.intl_number_format]
    return out


def main():
    regions = {}
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        regions[region] = territory(PhoneMetadata.metadata_for_region(region))
    non_geographic = {}
    for code in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        non_geographic[str(code)] = territory(PhoneMetadata.metadata_for_nongeo_region(code))
    codes = {str(code): list(regions_) for code, regions_ in sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE.items())}
    document = {
        "generated": "GENERATED by scripts/generate-phone-number-metadata.py from libphonenumber's metadata "
                     f"(PyPI phonenumbers {phonenumbers.__version__}, Apache-2.0; see NOTICE). Do not edit.",
        "version": phonenumbers.__version__,
        "countryCodeToRegions": codes,
        "regions": regions,
        "nonGeographic": non_geographic,
    }
    os.makedirs(OUTPUT_DIR, exist_ok=True)
    with open(os.path.join(OUTPUT_DIR, "PhoneNumberMetadata.json"), "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=True, separators=(",", ":"), sort_keys=True)
        file.write("\n")
    with open(os.path.join(OUTPUT_DIR, "NOTICE"), "w", encoding="utf-8") as file:
        file.write(f"""PhoneNumberMetadata.json is GENERATED by scripts/generate-phone-number-metadata.py. Do not edit.

Source: libphonenumber's phone number metadata (resources/PhoneNumberMetadata.xml), as carried by the
PyPI package `phonenumbers` {phonenumbers.__version__} (a Python port of Google's libphonenumber).

Copyright (C) 2009-2026 The Libphonenumber Authors

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.

The conversion keeps a subset of the fields and adds facts computed from them (templates, flags);
see the script's documentation.
""")
    print(f"{len(regions)} regions, {len(non_geographic)} non-geographic codes, phonenumbers {phonenumbers.__version__}")


if __name__ == "__main__":
    main()
