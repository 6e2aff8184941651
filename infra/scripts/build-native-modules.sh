#!/usr/bin/env bash
# Installs the native packages our Lambdas need (NATIVE_MODULES in infra/lib/constructs/app-function.ts:
# sharp, and mupdf, the WebAssembly PDF renderer) built for Lambda (linux, arm64, glibc) into .build/native-modules/linux-arm64/node_modules,
# from where CDK copies them beside the bundles of the functions that use them. Needs the npm
# registry; run it before `cdk deploy` (the deploy workflow does). Versions follow the root lockfile.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
target="$root/.build/native-modules/linux-arm64"
sharp_version="$(node -p "require('$root/node_modules/sharp/package.json').version")"
mupdf_version="$(node -p "require('$root/node_modules/mupdf/package.json').version")"

rm -rf "$target"
mkdir -p "$target"
echo '{"private":true}' > "$target/package.json"
(cd "$target" && npm install --no-save --no-audit --no-fund --os=linux --cpu=arm64 --libc=glibc "sharp@$sharp_version" "mupdf@$mupdf_version")
echo "sharp $sharp_version and mupdf $mupdf_version (WebAssembly) for linux-arm64 in $target/node_modules"
