#!/bin/sh
# Regenerates the golden transcripts the KeycraftSimulatorTests compare against, one per example scenario.
# Run after an intended behaviour change, then review the diff field by field before committing.
set -eu
cd "$(dirname "$0")/.."
swift build --product keycraft
for scenario in Examples/Scenarios/*.json Examples/Scenarios/regressions/*.json; do
    name=$(basename "$scenario" .json)
    .build/debug/keycraft simulate "$scenario" > "Tests/KeycraftSimulatorTests/Golden/$name.transcript.json"
done
