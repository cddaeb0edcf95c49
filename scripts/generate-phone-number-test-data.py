#!/usr/bin/env python3
"""Generates the differential test data for KeycraftPhoneNumbers from the PyPI package `phonenumbers`
(the Python port of libphonenumber, Apache-2.0): what its AsYouTypeFormatter shows after every
character typed, and how it parses, formats and validates complete numbers.

Regenerate (creates the git-ignored virtual environment .venv-phonenumbers/ on first use):

    scripts/generate-phone-number-test-data.py [--seed N] [--per-region N]

Output (committed, GENERATED): Tests/KeycraftPhoneNumbersTests/Data/PhoneNumberDifferentialCases.jsonl,
one JSON array per line:
    ["T", region, input, rememberIndex, rememberedPosition, [result after each character]]
    ["N", region, input, e164, international, national, isValid]   (a number phonenumbers parses)
    ["X", region, input]                                             (one it refuses to parse)
The first line is a header object with the command, seed and the phonenumbers version.

Inputs per region are drawn, with a seeded generator, from libphonenumber's example numbers (typed
nationally with the national prefix, with `+` and the country calling code, after the region's
international prefix, with random tails and extra digits, with a stray separator) and from random
digits, so that templates, national prefixes, country-code switches and the fall-backs to unformatted
input are all exercised.
"""

import json
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "KeycraftPhoneNumbersTests", "Data", "PhoneNumberDifferentialCases.jsonl")


from phonenumbers_venv import ensure_venv  # noqa: E402

ensure_venv()

import phonenumbers  # noqa: E402
from phonenumbers import PhoneNumberFormat, PhoneNumberType  # noqa: E402
from phonenumbers.phonemetadata import PhoneMetadata  # noqa: E402

TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
         PhoneNumberType.PREMIUM_RATE, PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP,
         PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.PAGER, PhoneNumberType.UAN,
         PhoneNumberType.VOICEMAIL]


def digits(text):
    return "".join(c for c in text if c.isdigit())


def examples(region):
    out = []
    for numtype in TYPES:
        number = phonenumbers.example_number_for_type(region, numtype)
        if number is not None:
            out.append(number)
    return out


def simple_idd(region):
    metadata = PhoneMetadata.metadata_for_region(region)
    for candidate in [metadata.preferred_international_prefix, metadata.international_prefix]:
        if candidate and candidate.isdigit():
            return candidate
    return None


def random_tail(rng, nsn):
    keep = rng.randint(1, max(1, len(nsn) - 1))
    return nsn[:keep] + "".join(rng.choice("0123456789") for _ in range(len(nsn) - keep))


def inputs_for(rng, region, all_examples):
    cc = phonenumbers.country_code_for_region(region)
    own = all_examples.get(region) or []
    others = [r for r in all_examples if all_examples[r]]
    idd = simple_idd(region)
    out = []
    for index in range(PER_REGION):
        kind = index % 8
        example = rng.choice(own) if own else None
        nsn = phonenumbers.national_significant_number(example) if example else None
        if kind == 0 and example:
            text = digits(phonenumbers.format_number(example, PhoneNumberFormat.NATIONAL))
        elif kind == 1 and nsn:
            text = random_tail(rng, nsn)
        elif kind == 2 and nsn:
            text = "+" + str(cc) + random_tail(rng, nsn)
        elif kind == 3 and idd:
            other = rng.choice(others)
            number = rng.choice(all_examples[other])
            text = idd + str(number.country_code) + phonenumbers.national_significant_number(number)
        elif kind == 5 and example:
            text = digits(phonenumbers.format_number(example, PhoneNumberFormat.NATIONAL))
            text += "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 3)))
        elif kind == 6:
            other = rng.choice(others)
            number = rng.choice(all_examples[other])
            text = "+" + str(number.country_code) + random_tail(rng, phonenumbers.national_significant_number(number))
        elif kind == 7 and example:
            text = digits(phonenumbers.format_number(example, PhoneNumberFormat.NATIONAL))
            position = rng.randint(1, len(text))
            text = text[:position] + rng.choice(["-", " ", "(", "."]) + text[position:]
        else:
            text = "".join(rng.choice("0123456789") for _ in range(rng.randint(3, 16)))
        out.append(text)
    return out


def as_you_type(region, text, remember):
    formatter = phonenumbers.AsYouTypeFormatter(region)
    steps = []
    for index, character in enumerate(text):
        steps.append(formatter.input_digit(character, remember_position=(index == remember)))
    return steps, formatter.get_remembered_position()


def main():
    global PER_REGION
    seed = 12
    PER_REGION = 40
    arguments = sys.argv[1:]
    while arguments:
        flag = arguments.pop(0)
        if flag == "--seed":
            seed = int(arguments.pop(0))
        elif flag == "--per-region":
            PER_REGION = int(arguments.pop(0))
        else:
            sys.exit(f"unknown argument {flag}")
    rng = random.Random(seed)
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    all_examples = {region: examples(region) for region in regions}
    typed = parsed = refused = 0
    lines = [json.dumps({
        "generated": "GENERATED by scripts/generate-phone-number-test-data.py "
                     f"--seed {seed} --per-region {PER_REGION}; do not edit.",
        "source": f"PyPI phonenumbers {phonenumbers.__version__} (libphonenumber, Apache-2.0)",
    }, ensure_ascii=False)]
    for region in regions:
        for text in inputs_for(rng, region, all_examples):
            remember = rng.randrange(len(text))
            steps, position = as_you_type(region, text, remember)
            lines.append(json.dumps(["T", region, text, remember, position, steps], ensure_ascii=False, separators=(",", ":")))
            typed += 1
            if any(c.isdigit() for c in text) and not any(c in "-(. " for c in text):
                try:
                    number = phonenumbers.parse(text, region)
                except phonenumbers.NumberParseException:
                    lines.append(json.dumps(["X", region, text], separators=(",", ":")))
                    refused += 1
                    continue
                lines.append(json.dumps([
                    "N", region, text,
                    phonenumbers.format_number(number, PhoneNumberFormat.E164),
                    phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
                    phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
                    phonenumbers.is_valid_number(number),
                ], ensure_ascii=False, separators=(",", ":")))
                parsed += 1
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    print(f"{len(regions)} regions: {typed} typed inputs, {parsed} parsed numbers, {refused} refused")


if __name__ == "__main__":
    main()
