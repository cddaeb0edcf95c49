#!/usr/bin/env bash
# Builds the English autocorrect dictionary the KeycraftKeyboard target ships
# (Sources/KeycraftEnglishDictionary/Dictionaries/en.kcdict) from the frequency lists in the PyPI
# package symspellpy (MIT; counts derived from Google Books n-grams, CC BY 3.0; see ATTRIBUTION.md
# beside the output). symspellpy is installed into a virtual environment under .venv/ (git-ignored).
#
# The lists are used as published, with two changes, both made here and nowhere else:
#   - the pronoun I and its contractions (i, i'm, i'll, i'd, i've) are written with a capital I;
#   - no bigram is pruned by count: every pair whose two words are in the word list is kept
#     (242,342). With the spelling index the builder stores in it (format 0.3), the file is 11.7 MB.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=6.10.1
VENV=.venv/symspellpy
OUTPUT=Sources/KeycraftEnglishDictionary/Dictionaries/en.kcdict

if [ ! -x "$VENV/bin/python" ]; then python3 -m venv "$VENV"; fi
"$VENV/bin/pip" install --quiet "symspellpy==$VERSION"
DATA=$("$VENV/bin/python" -c 'import os, symspellpy; print(os.path.dirname(symspellpy.__file__))')

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Capital I: the first field of each line (and the second of a bigram) when it is i or i + contraction.
CAPITAL_I='{ for (f = 1; f < NF; f++) if ($f ~ /^i('"'"'(m|ll|d|ve))?$/) $f = "I" substr($f, 2); print }'
awk "$CAPITAL_I" "$DATA/frequency_dictionary_en_82_765.txt" > "$WORK/words.txt"
awk "$CAPITAL_I" "$DATA/frequency_bigramdictionary_en_243_342.txt" > "$WORK/bigrams.txt"

swift build --product keycraft
"$(swift build --show-bin-path)/keycraft" dictionary build \
    --words "$WORK/words.txt" --bigrams "$WORK/bigrams.txt" --output "$OUTPUT"
scripts/write-resource-checksum.sh "$OUTPUT" Sources/KeycraftEnglishDictionary/Dictionaries/EnglishDictionary+Checksum.swift CompactDictionary english scripts/build-english-dictionary.sh
echo "wrote $OUTPUT (symspellpy $VERSION)"
