#!/usr/bin/env bash
# Keycraft's autocorrect against symspellpy, on the same English word list and the same misspellings,
# printed as one table (load time, added resident memory, time per lookup at edit distance 2,
# accuracy), and Korean keystroke slips through `keycraft suggest --language ko` beside a keystroke-level
# symspellpy over the same counts (scripts/korean_typos.py). symspellpy and codespell (whose misspelling list is the public one measured) are
# installed into a virtual environment under .venv/ (git-ignored). Our side runs in release mode.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=.venv/symspellpy
if [ ! -x "$VENV/bin/python" ]; then python3 -m venv "$VENV"; fi
"$VENV/bin/pip" install --quiet "symspellpy==6.10.1" "codespell==2.4.1"

swift build -c release --product keycraft-benchmarks
swift build -c release --product keycraft
BIN=$(swift build -c release --show-bin-path)
"$VENV/bin/python" scripts/benchmark_autocorrect.py "$BIN/keycraft-benchmarks" "$BIN/keycraft"

# Prediction (a separate section): next-word and completion accuracy and keystroke savings on the
# held-out Persuasion (scripts/language_model.py never reads it), the trigram model beside the plain
# bigram, with the model's size and load time.
KEYCRAFT_PREDICTION_TEXT=${KEYCRAFT_GUTENBERG:-../shared/data/en/gutenberg}/austen-persuasion.txt \
    "$BIN/keycraft-benchmarks" prediction
