#!/usr/bin/env bash
# Builds the English next-word model the KeycraftKeyboard target ships
# (Sources/KeycraftEnglishDictionary/LanguageModel/en.kclm) with scripts/language_model.py: an
# interpolated Kneser–Ney trigram trained on the public-domain Project Gutenberg books of
# ../shared/data/en/gutenberg/ (never Joyce's; Persuasion, The Man Who Was Thursday, Moby Dick and
# The Parent's Assistant held out for measurement), its unigram level mixed with the word counts of
# symspellpy's frequency list (MIT; Google Books counts, CC BY 3.0), installed into .venv/ (git-ignored).
# `--evaluate` prints next-word and completion top-1/top-3 on the held-out Persuasion instead.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=6.10.1
VENV=.venv/symspellpy
DATA=${KEYCRAFT_GUTENBERG:-../shared/data/en/gutenberg}
OUTPUT=Sources/KeycraftEnglishDictionary/LanguageModel/en.kclm

if [ ! -x "$VENV/bin/python" ]; then python3 -m venv "$VENV"; fi
"$VENV/bin/pip" install --quiet "symspellpy==$VERSION"
WORDS=$("$VENV/bin/python" -c 'import os, symspellpy; print(os.path.join(os.path.dirname(symspellpy.__file__), "frequency_dictionary_en_82_765.txt"))')
if [ "${1:-}" = "--evaluate" ]; then
    "$VENV/bin/python" scripts/language_model.py "$DATA" "$WORDS" --evaluate
else
    "$VENV/bin/python" scripts/language_model.py "$DATA" "$WORDS" "$OUTPUT"
    scripts/write-resource-checksum.sh "$OUTPUT" Sources/KeycraftEnglishDictionary/LanguageModel/EnglishLanguageModel+Checksum.swift \
        LanguageModel english scripts/build-language-model.sh
fi
