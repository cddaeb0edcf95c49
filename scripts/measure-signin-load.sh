#!/usr/bin/env bash
# Sign-ins per second and latency of a live release-build `keycraft serve` on loopback, measured with
# wrk (Debian's package): one confirmed account, then POST /signin with the right password for a
# bounded time. Usage: scripts/measure-signin-load.sh [BCRYPT_COST=12] [SECONDS=15] [CONNECTIONS=4]
# Needs `swift build -c release --product keycraft` first (KEYCRAFT=path overrides the binary).
set -euo pipefail
cd "$(dirname "$0")/.."
cost="${1:-12}"; seconds="${2:-15}"; connections="${3:-4}"
keycraft="${KEYCRAFT:-.build/release/keycraft}"
command -v wrk >/dev/null || { apt-get update && apt-get install -y wrk; } >&2
work="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
printf '%s' '{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}' > "$work/aasa.json"
"$keycraft" serve --aasa "$work/aasa.json" --database "$work/accounts.sqlite" --bcrypt-cost "$cost" --port 0 > "$work/out" &
server=$!
for _ in $(seq 100); do grep -q 'sign-in and sign-up pages at' "$work/out" && break; sleep 0.1; done
base="$(grep -o 'http://127.0.0.1:[0-9]*' "$work/out" | head -n 1)"
jar="$work/jar"
token() { curl -s -b "$jar" -c "$jar" "$base$1" | grep -o 'name="csrf-token" value="[^"]*"' | sed 's/.*value="//; s/"$//'; }
password='CorrectHorse9battery'
curl -s -o /dev/null -b "$jar" -c "$jar" --data-urlencode "username=load@example.com" \
    --data-urlencode "new-password=$password" --data-urlencode "csrf-token=$(token /signup)" "$base/signup"
for _ in $(seq 50); do grep -q '^@localhost #' "$work/out" && break; sleep 0.1; done
code="$(grep -o '^@localhost #[0-9]*' "$work/out" | tail -n 1 | sed 's/.*#//')"
curl -s -o /dev/null -b "$jar" -c "$jar" --data-urlencode "one-time-code=$code" \
    --data-urlencode "csrf-token=$(token /account/confirm)" "$base/account/confirm"
csrf="$(token /signin)"
cat > "$work/signin.lua" <<LUA
wrk.method = "POST"
wrk.body = "username=load%40example.com&password=$password&csrf-token=$csrf"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.headers["Cookie"] = "keycraft_csrf=$csrf"
LUA
# Check one request is a successful sign-in (303 to /account) before measuring.
curl -s -o /dev/null -w 'check: %{http_code} %{redirect_url}\n' -H "Cookie: keycraft_csrf=$csrf" \
    -H 'Content-Type: application/x-www-form-urlencoded' --data "username=load%40example.com&password=$password&csrf-token=$csrf" "$base/signin"
echo "bcrypt cost $cost, $connections connections, ${seconds}s, $(nproc) cores"
wrk -t1 -c"$connections" -d"${seconds}s" --timeout 30s --latency -s "$work/signin.lua" "$base/signin"
