#!/usr/bin/env bash
# Debian packages the README's commands need: Chromium for the browser tests, Java 17 for DynamoDB Local
# (`npm start` asks for java only: `ensure-system-packages.sh java`). As root (CI, a fresh machine) it
# installs what is missing with apt; otherwise it stops with the one command to run.
# CHROMIUM_PATH is the browser the tests launch (tests/support/browser.ts); TEST_SYSTEM_UID stands in for
# the user id in tests of this script.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
uid="${TEST_SYSTEM_UID:-$EUID}"

[ "$#" -gt 0 ] || set -- chromium java
missing=()
for need in "$@"; do
  case "$need" in
    chromium) [ -x "$chromium" ] || missing+=(chromium) ;;
    java) command -v java > /dev/null 2>&1 || missing+=(openjdk-17-jre-headless) ;;
    *) echo "ensure-system-packages: unknown need '$need' (chromium, java)" >&2; exit 2 ;;
  esac
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$uid" -ne 0 ] || ! command -v apt-get > /dev/null 2>&1; then
  echo "Greenlight needs these Debian packages: ${missing[*]}. Run: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing ${missing[*]} with apt-get" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" > /dev/null

if [[ " ${missing[*]} " == *" chromium "* ]] && [ ! -x "$chromium" ]; then
  echo "apt-get installed chromium, but $chromium is still missing: set CHROMIUM_PATH to the browser." >&2
  exit 1
fi
