#!/usr/bin/env bash
# Keycraft's autocorrect against symspellpy, on the same English word list and the same misspellings,
# printed as one table (load time, added resident memory, time per lookup at edit distance 2,
# accuracy), and Korean keystroke slips through `keycraft suggest --language ko` beside a keystroke-level
# symspellpy over the same counts (scripts/korean_typos.py). symspellpy and codespell (whose misspelling list is the public one measured) are
# installed into a virtual environment under .venv/ (git-ignored), GNU Aspell from Debian's packages
# (install_aspell). Norvig's spell-testset1/2 are measured when they are in $NORVIG_TESTSETS (default
# .venv/norvig/; not in the repository). Our side runs in release mode. With --speed, only the
# command's speed per word beside symspellpy's, and the ratio; with --instructions [BASELINE], the
# instructions it executes (valgrind), beside another build's.
set -euo pipefail
cd "$(dirname "$0")/.."

# GNU Aspell from Debian's packages, measured beside the others; the run goes on without it (and
# says so) where it cannot be installed.
install_aspell() {
    if command -v aspell >/dev/null && aspell dump dicts 2>/dev/null | grep -qx en; then return; fi
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq aspell aspell-en >/dev/null) \
            || echo "benchmark: could not install aspell and aspell-en; Aspell is not measured" >&2
    else
        echo "benchmark: aspell is not installed and apt-get is not usable here; Aspell is not measured" >&2
    fi
}

VENV=.venv/symspellpy
if [ ! -x "$VENV/bin/python" ]; then python3 -m venv "$VENV"; fi
"$VENV/bin/pip" install --quiet "symspellpy==6.10.1" "codespell==2.4.1"

# Our side is built as a release is: on Linux with the Swift runtime and Foundation linked into the
# binary (README, "Release builds"), which spares every start the binding of some 17,000 symbols of
# the shared libraries (about 5 ms of `suggest`'s 27). Both products with the same flags, so that
# neither build undoes the other's.
RELEASE=(-c release)
if [ "$(uname -s)" = Linux ]; then RELEASE+=(--static-swift-stdlib); fi

# `--speed`: only `keycraft suggest` against symspellpy per word (CPU, best of 5) and the ratio, on the
# generated typos and on the held-out codespell misspellings.
if [ "${1:-}" = "--speed" ]; then
    swift build "${RELEASE[@]}" --product keycraft
    "$VENV/bin/python" scripts/benchmark_autocorrect.py --speed "$(swift build "${RELEASE[@]}" --show-bin-path)/keycraft"
    exit
fi

# `--instructions [BASELINE]`: the instructions `keycraft suggest` executes at start-up and per
# word, counted by valgrind (within about 0.2% from run to run, where time on a shared machine moves by a
# quarter), beside those of another build of keycraft when one is named. For telling whether a
# change of a percent or two helps; the time figures above are what users get.
if [ "${1:-}" = "--instructions" ]; then
    if ! command -v valgrind >/dev/null; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
            apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
        else
            echo "benchmark: --instructions needs valgrind (apt-get install valgrind)" >&2
            exit 1
        fi
    fi
    swift build "${RELEASE[@]}" --product keycraft
    "$VENV/bin/python" scripts/benchmark_autocorrect.py --instructions "$(swift build "${RELEASE[@]}" --show-bin-path)/keycraft" "${@:2}"
    exit
fi

install_aspell

swift build "${RELEASE[@]}" --product keycraft-benchmarks
swift build "${RELEASE[@]}" --product keycraft
BIN=$(swift build "${RELEASE[@]}" --show-bin-path)
"$VENV/bin/python" scripts/benchmark_autocorrect.py "$BIN/keycraft-benchmarks" "$BIN/keycraft"

# Prediction (a separate section): next-word and completion accuracy and keystroke savings on the
# held-out Persuasion (scripts/language_model.py never reads it), the trigram model beside the plain
# bigram, with the model's size and load time.
# The held-out prose is the opening of Persuasion vendored in Resources/held-out-prose.
"$BIN/keycraft-benchmarks" prediction
