#!/usr/bin/env python3
"""Writes Sources/KeycraftEnglishDictionary/Misspellings/en-misspellings.tsv: how people misspell English.

The noisy channel's substring edits in the manner of Brill & Moore ("An Improved Error Model for Noisy
Channel Spelling Correction", ACL 2000): each pair (intended word, misspelling) is aligned letter by
letter (Levenshtein, with ^ and $ marking the word's ends); each run of differing letters, alone and
widened by one letter of context either side, is an edit α→β (|α|, |β| ≤ 3), counted once per pair. An
edit's cost is −ln P(α→β | α) = −ln(count(α→β) / (count of α in the intended words + SMOOTHING)), in
nats; edits seen fewer than MINIMUM times are dropped (the speller's key-proximity costs cover the rest).

Source: the misspellings list of codespell 2.4.1 (codespell_lib/data/dictionary.txt, PyPI package
`codespell`), a derivative work of English Wikipedia's "Lists of common misspellings", licensed under
CC BY-SA 3.0 — so the generated table is CC BY-SA 3.0 too (NOTICE). Only lower-case entries with a
single correction are read, and they are split by a hash of the misspelling: 80% train this table,
10% ("dev") fit the speller's few parameters, 10% ("test") are held out for the benchmark
(scripts/benchmark_autocorrect.py reads the same split). Norvig's spell-testset1/2 are never read.

Run: .venv/symspellpy/bin/python scripts/generate-misspelling-channel.py (the benchmark's virtual
environment has codespell 2.4.1; `pip install codespell==2.4.1` elsewhere).
"""
import collections
import hashlib
import math
import os
import re
import sys

OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "KeycraftEnglishDictionary", "Misspellings",
                   "en-misspellings.tsv")
MAX_LENGTH = 3
CONTEXT = 1
MINIMUM = 2
SMOOTHING = 2


def codespell_path():
    import codespell_lib
    return os.path.join(os.path.dirname(codespell_lib.__file__), "data", "dictionary.txt")


def split_of(typo):
    """train, dev or test: a stable 80/10/10 split by the misspelling's SHA-1."""
    bucket = int(hashlib.sha1(typo.encode()).hexdigest()[:8], 16) % 10
    return "test" if bucket == 0 else "dev" if bucket == 1 else "train"


def pairs(split=None):
    """(misspelling, intended) of the codespell list: lower-case letters and apostrophes, one correction."""
    result = []
    with open(codespell_path(), encoding="utf-8") as source:
        for line in source:
            typo, _, fix = line.strip().partition("->")
            fix = fix.rstrip(",")
            if "," in fix or not re.fullmatch("[a-z']+", typo) or not re.fullmatch("[a-z']+", fix):
                continue
            if split is None or split_of(typo) == split:
                result.append((typo, fix))
    return result


def alignment(intended, typed):
    """One Levenshtein alignment: (intended letter or '', typed letter or '') per step."""
    n, m = len(intended), len(typed)
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        table[i][0] = i
    for j in range(m + 1):
        table[0][j] = j
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1,
                              table[i - 1][j - 1] + (intended[i - 1] != typed[j - 1]))
    steps, i, j = [], n, m
    while i > 0 or j > 0:
        if i > 0 and j > 0 and table[i][j] == table[i - 1][j - 1] + (intended[i - 1] != typed[j - 1]):
            steps.append((intended[i - 1], typed[j - 1]))
            i, j = i - 1, j - 1
        elif i > 0 and table[i][j] == table[i - 1][j] + 1:
            steps.append((intended[i - 1], ""))
            i -= 1
        else:
            steps.append(("", typed[j - 1]))
            j -= 1
    return steps[::-1]


def edits(intended, typed):
    """The α→β edits one pair shows: each run of differing steps, alone and with context."""
    steps = alignment("^" + intended + "$", "^" + typed + "$")
    found, k = set(), 0
    while k < len(steps):
        if steps[k][0] == steps[k][1]:
            k += 1
            continue
        end = k
        while end + 1 < len(steps) and steps[end + 1][0] != steps[end + 1][1]:
            end += 1
        for left in range(CONTEXT + 1):
            for right in range(CONTEXT + 1):
                first, last = k - left, end + right
                if first < 0 or last >= len(steps):
                    continue
                alpha = "".join(s[0] for s in steps[first:last + 1])
                beta = "".join(s[1] for s in steps[first:last + 1])
                if alpha != beta and len(alpha) <= MAX_LENGTH and len(beta) <= MAX_LENGTH:
                    found.add((alpha, beta))
        k = end + 1
    return found


def learn(training):
    counts = collections.Counter()
    for typo, intended in training:
        counts.update(edits(intended, typo))
    kept = {edit: c for edit, c in counts.items() if c >= MINIMUM}
    alphas = {alpha for alpha, _ in kept}
    occurrences = collections.Counter()
    positions = 0
    for _, intended in training:
        marked = "^" + intended + "$"
        positions += len(marked)
        for i in range(len(marked)):
            for length in range(1, MAX_LENGTH + 1):
                if i + length <= len(marked) and marked[i:i + length] in alphas:
                    occurrences[marked[i:i + length]] += 1
    occurrences[""] = positions  # an insertion can happen between any two letters
    return {edit: -math.log(c / (occurrences[edit[0]] + SMOOTHING)) for edit, c in kept.items()}


def packed(side):
    """Up to three letters in one number, 21 bits each, as MisspellingModel.pack orders them."""
    value = 0
    for letter in side:
        value = value << 21 | ord(letter)
    return value


def main():
    training = pairs("train")
    table = learn(training)
    # In the order the model keeps its edits (MisspellingModel: by α packed 21 bits a letter, then
    # by the cost as written), so that loading the table sorts nothing; equal ones cheapest first.
    rows = sorted(table.items(), key=lambda item: (item[1], item[0]))
    rows.sort(key=lambda item: (packed(item[0][0]), float(f"{item[1]:.3f}")))
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# GENERATED by scripts/generate-misspelling-channel.py: do not edit.\n")
        out.write("# Substring edits intended→typed with cost −ln P(typed | intended) in nats; ^ and $ mark a word's ends.\n")
        out.write(f"# Learned from {len(training)} pairs (the 80% training split) of codespell 2.4.1's dictionary.txt,\n")
        out.write("# derived from English Wikipedia's Lists of common misspellings: CC BY-SA 3.0\n")
        out.write("# (https://creativecommons.org/licenses/by-sa/3.0/); this table is licensed the same way (NOTICE).\n")
        out.write(f"keycraft-misspellings 1 {len(rows)}\n")
        for (alpha, beta), cost in rows:
            out.write(f"{alpha}\t{beta}\t{cost:.3f}\n")
    print(f"{len(rows)} edits from {len(training)} pairs → {os.path.relpath(OUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
