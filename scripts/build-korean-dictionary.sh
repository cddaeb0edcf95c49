#!/usr/bin/env bash
# Builds the Korean autocorrect dictionary the KeycraftKeyboard target ships as its own resource
# (Sources/KeycraftKoreanDictionary/KoreanDictionary/ko.kcdict, loaded only when the input source
# is Korean) from ko_50k.txt of Hermit Dave's FrequencyWords (OpenSubtitles 2018; content CC BY-SA 4.0,
# see ATTRIBUTION.md beside the output and NOTICE). The generated file is a derived work under
# CC BY-SA 4.0, apart from the code's Apache licence.
#
# Input: the file given as the first argument, else ../shared/data/ko/ko_50k.txt, else the published
# file downloaded from GitHub; its SHA-256 must match the one below (the list this file was built from).
# Changes made here and nowhere else: words are kept when made of Hangul syllables, with at most
# digits and Latin letters beside them (1년, tv에서); punctuation-only entries (·) are dropped. Words
# are compared as the keys of the two-set layout (the builder's comparison form), so the index is
# over keystrokes. There are no bigrams (the source has none).
set -euo pipefail
cd "$(dirname "$0")/.."

SHA256=8d00401b6728c8d6feeaa5455583c1a33408dd020aae4aa55609b25004d1d99d
URL=https://raw.githubusercontent.com/hermitdave/FrequencyWords/master/content/2018/ko/ko_50k.txt
OUTPUT=Sources/KeycraftKoreanDictionary/KoreanDictionary/ko.kcdict

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
SOURCE=${1:-../shared/data/ko/ko_50k.txt}
if [ ! -f "$SOURCE" ]; then
    curl --fail --silent --show-error --location "$URL" --output "$WORK/ko_50k.txt"
    SOURCE=$WORK/ko_50k.txt
fi
echo "$SHA256  $SOURCE" | sha256sum --check --quiet

python3 - "$SOURCE" "$WORK/words.txt" <<'PY'
import re, sys
kept = 0
with open(sys.argv[1], encoding="utf-8") as source, open(sys.argv[2], "w", encoding="utf-8") as out:
    for line in source:
        word, count = line.split()
        if re.search("[\uac00-\ud7a3]", word) and re.fullmatch("[\uac00-\ud7a30-9A-Za-z]+", word):
            out.write(f"{word} {int(count)}\n")
            kept += 1
print(f"{kept} words kept", file=sys.stderr)
PY

# The package copies the file as a resource: on a first build there is none yet, and an empty one
# lets the command build (loading it would be a typed "corrupt" error, never reached here).
[ -f "$OUTPUT" ] || : > "$OUTPUT"
swift build --product keycraft
"$(swift build --show-bin-path)/keycraft" dictionary build --words "$WORK/words.txt" --output "$OUTPUT"
scripts/write-resource-checksum.sh "$OUTPUT" Sources/KeycraftKoreanDictionary/KoreanDictionary/KoreanDictionary+Checksum.swift CompactDictionary korean scripts/build-korean-dictionary.sh
echo "wrote $OUTPUT"
