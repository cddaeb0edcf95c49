#!/usr/bin/env python3
"""Phone formatting per digit: Keycraft's AsYouTypePhoneNumberFormatter and the PyPI package
`phonenumbers` (libphonenumber's Python port) on the same inputs, in one run, with the ratio.

    scripts/benchmark-phone-formatting.py [--limit N]

The inputs are the typed inputs of the differential test data
(Tests/KeycraftPhoneNumbersTests/Data/PhoneNumberDifferentialCases.jsonl, every region). The script
builds and runs `swift run -c release keycraft-benchmarks phone` with those inputs (passed in the file
named by KEYCRAFT_PHONE_BENCHMARK_INPUTS), times phonenumbers' AsYouTypeFormatter on them (best of 5
rounds after a warm-up, as the Swift harness does) and prints both per-digit times and the ratio.
The virtual environment .venv-phonenumbers/ (git-ignored) is created on first use.
"""

import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "Tests", "KeycraftPhoneNumbersTests", "Data", "PhoneNumberDifferentialCases.jsonl")


from phonenumbers_venv import ensure_venv  # noqa: E402

ensure_venv()

import phonenumbers  # noqa: E402


def main():
    limit = None
    if len(sys.argv) == 3 and sys.argv[1] == "--limit":
        limit = int(sys.argv[2])
    inputs = []
    with open(DATA, encoding="utf-8") as file:
        next(file)
        for line in file:
            case = json.loads(line)
            if case[0] == "T" and all(c.isdigit() or (i == 0 and c == "+") for i, c in enumerate(case[2])):
                inputs.append((case[1], case[2]))
    if limit:
        inputs = inputs[:limit]
    digits = sum(len(text) for _, text in inputs)

    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as file:
        file.write("".join(f"{region}\t{text}\n" for region, text in inputs))
        path = file.name
    try:
        environment = dict(os.environ, KEYCRAFT_PHONE_BENCHMARK_INPUTS=path)
        run = subprocess.run(["swift", "run", "-c", "release", "keycraft-benchmarks", "phone"], cwd=ROOT,
                             env=environment, capture_output=True, text=True, check=True)
    finally:
        os.unlink(path)
    swift = {}
    for line in run.stdout.splitlines():
        print(line)
        if line.startswith("phone-") and "\t" in line:
            key, value = line.split("\t")
            swift[key] = float(value)

    formatters = [phonenumbers.AsYouTypeFormatter(region) for region, _ in inputs]

    def round_():
        for formatter, (_, text) in zip(formatters, inputs):
            formatter.clear()
            for character in text:
                formatter.input_digit(character)

    round_()
    best = min(timed(round_) for _ in range(5))
    python_ns = best / digits * 1e9

    ours = swift["phone-per-digit-ns"]
    print(f"\n## phone: per digit, Keycraft vs phonenumbers {phonenumbers.__version__} "
          f"({len(inputs)} numbers, {digits} digits, same inputs, same run)")
    rows = [("workload", "Keycraft / digit", "phonenumbers / digit", "phonenumbers ÷ Keycraft")]
    rows.append(("as-you-type formatter", f"{ours:.0f} ns", f"{python_ns:.0f} ns", f"{python_ns / ours:.1f}×"))
    field = swift.get("phone-field-per-digit-ns")
    if field:
        rows.append(("field formatter stage", f"{field:.0f} ns", f"{python_ns:.0f} ns", f"{python_ns / field:.1f}×"))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    for index, row in enumerate(rows):
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)))
        if index == 0:
            print("  ".join("-" * width for width in widths))


def timed(body):
    start = time.perf_counter()
    body()
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
