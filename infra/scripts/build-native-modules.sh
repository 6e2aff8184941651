#!/usr/bin/env bash
# Installs the packages our Lambdas load from node_modules instead of their bundle (NATIVE_MODULES in
# infra/lib/bundling.ts; decisions I4, U4), built for Lambda (linux, arm64, glibc), one folder per
# NATIVE_MODULE_SETS entry (decisions LD3): .build/native-modules/linux-arm64/sharp/node_modules (sharp
# alone) and .build/native-modules/linux-arm64/sharp-pdf/node_modules (all of them), from where CDK copies
# the set a function names (FUNCTION_NEEDS.nativeModules in infra/lib/constructs/functions.ts) beside its
# bundle, so only the contents function carries the PDF renderer:
#   - sharp, with libvips for linux-arm64 (@img/sharp-linux-arm64, @img/sharp-libvips-linux-arm64);
#   - the PDF renderer: pdfjs-dist (legacy Node build, standard fonts, CMaps, WebAssembly decoders) and
#     @napi-rs/canvas with its Skia binary @napi-rs/canvas-linux-arm64-gnu. The canvas version is the
#     one pdfjs-dist loads here (it requires it itself, possibly a copy nested in pdfjs-dist), so one
#     copy is installed and pdfjs-dist finds it at the top;
#   - pdf-lib (plain JavaScript, with its standard-font metrics), which writes the review report (issue 26;
#     decisions R55): kept out of the contents bundle for its size, loaded on the first report.
# Needs the npm registry; run it before `cdk deploy` (the deploy workflow does). Versions follow the
# root lockfile (what node_modules holds). The files Lambda never reads (the browser builds, viewer,
# types, minified copies, source maps) are removed from pdfjs-dist, and the result is checked.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
target="$root/.build/native-modules/linux-arm64"
version_of() { node -p "require('$1/package.json').version"; }
sharp_version="$(version_of "$root/node_modules/sharp")"
pdfjs_version="$(version_of "$root/node_modules/pdfjs-dist")"
# Where pdfjs-dist's require("@napi-rs/canvas") lands: its own nested copy first, else the top one.
canvas_dir="$root/node_modules/pdfjs-dist/node_modules/@napi-rs/canvas"
[ -e "$canvas_dir/package.json" ] || canvas_dir="$root/node_modules/@napi-rs/canvas"
canvas_version="$(version_of "$canvas_dir")"
pdflib_version="$(version_of "$root/node_modules/pdf-lib")"

rm -rf "$target"

# sharp alone: the functions that render pictures but never PDFs.
sharp_target="$target/sharp"
mkdir -p "$sharp_target"
echo '{"private":true}' > "$sharp_target/package.json"
(cd "$sharp_target" && npm install --no-save --no-audit --no-fund --os=linux --cpu=arm64 --libc=glibc "sharp@$sharp_version")
for file in sharp/package.json @img/sharp-linux-arm64/package.json @img/sharp-libvips-linux-arm64/package.json; do
  [ -e "$sharp_target/node_modules/$file" ] || { echo "build-native-modules: $file is missing from $sharp_target/node_modules" >&2; exit 1; }
done
for module in pdfjs-dist @napi-rs/canvas pdf-lib; do
  [ ! -e "$sharp_target/node_modules/$module" ] || { echo "build-native-modules: $module must not be in the sharp set" >&2; exit 1; }
done

# sharp with the PDF renderer and writer: the contents function.
target="$target/sharp-pdf"
mkdir -p "$target"
echo '{"private":true}' > "$target/package.json"
(cd "$target" && npm install --no-save --no-audit --no-fund --os=linux --cpu=arm64 --libc=glibc \
  "sharp@$sharp_version" "pdfjs-dist@$pdfjs_version" "@napi-rs/canvas@$canvas_version" "pdf-lib@$pdflib_version")

modules="$target/node_modules"
pdfjs="$modules/pdfjs-dist"
rm -rf "$pdfjs/build" "$pdfjs/web" "$pdfjs/types" "$pdfjs/image_decoders" "$pdfjs/legacy/web" "$pdfjs/legacy/image_decoders" "$pdfjs/webpack.mjs"
find "$pdfjs/legacy/build" \( -name '*.map' -o -name '*.min.mjs' -o -name 'pdf.sandbox*' -o -name '*.d.mts' \) -delete

required=(
  sharp/package.json @img/sharp-linux-arm64/package.json @img/sharp-libvips-linux-arm64/package.json
  pdfjs-dist/legacy/build/pdf.mjs pdfjs-dist/legacy/build/pdf.worker.mjs
  pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf pdfjs-dist/standard_fonts/FoxitSerif.pfb
  pdfjs-dist/cmaps/Adobe-Japan1-UCS2.bcmap pdfjs-dist/wasm/openjpeg.wasm pdfjs-dist/iccs
  @napi-rs/canvas/package.json @napi-rs/canvas-linux-arm64-gnu/package.json
  pdf-lib/package.json @pdf-lib/standard-fonts/package.json
)
for file in "${required[@]}"; do
  [ -e "$modules/$file" ] || { echo "build-native-modules: $file is missing from $modules" >&2; exit 1; }
done
if [ -e "$pdfjs/node_modules/@napi-rs/canvas" ]; then
  echo "build-native-modules: pdfjs-dist has its own @napi-rs/canvas; it must use the one at the top ($canvas_version)" >&2
  exit 1
fi
if compgen -G "$modules/@napi-rs/canvas-*-x64-*" > /dev/null || compgen -G "$modules/@img/sharp-*x64*" > /dev/null \
  || compgen -G "$sharp_target/node_modules/@img/sharp-*x64*" > /dev/null; then
  echo "build-native-modules: x64 binaries in $modules; Lambda runs arm64" >&2
  exit 1
fi
echo "sharp $sharp_version, pdfjs-dist $pdfjs_version, @napi-rs/canvas $canvas_version and pdf-lib $pdflib_version for linux-arm64 in $modules ($(du -sh "$modules" | cut -f1)); sharp alone in $sharp_target/node_modules ($(du -sh "$sharp_target/node_modules" | cut -f1))"
