#!/bin/sh
# Times Style Dictionary 5 against dsys on the same synthetic tokens (the mixed set of
# `dsys-bench --mix mixed`, written in Style Dictionary's legacy `value`/`type` form, which both
# read), at 1k, 10k and 100k tokens or the counts given as arguments. Runs alternate which tool goes
# first; each tool's best wall time of three, its best CPU time (user + system: steadier than wall
# time on a loaded machine) and peak memory are printed with the ratios.
#
# Style Dictionary is not part of this repository: set STYLE_DICTIONARY to the folder of a
# Style Dictionary 5 package (the one holding lib/StyleDictionary.js, its dependencies installed).
# DSYS_BUILD is the folder with release builds of dsys and dsys-bench (default .build/release).
#
#   STYLE_DICTIONARY=/path/to/style-dictionary sh Benchmarks/StyleDictionary/compare.sh [COUNT...]
set -eu
: "${STYLE_DICTIONARY:?set STYLE_DICTIONARY to a Style Dictionary 5 package folder (with lib/StyleDictionary.js)}"
build=$(cd "${DSYS_BUILD:-.build/release}" && pwd)
[ -f "$STYLE_DICTIONARY/lib/StyleDictionary.js" ] || { echo "no lib/StyleDictionary.js in $STYLE_DICTIONARY" >&2; exit 2; }
[ -x "$build/dsys" ] && [ -x "$build/dsys-bench" ] || { echo "build dsys and dsys-bench in release first (swift build -c release)" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/dsys-sd-compare.XXXXXX")
trap 'rm -rf "$work"' EXIT

# One Style Dictionary build: the ios-swift transforms into one Swift class, as its docs show.
cat > "$work/build.mjs" <<JS
import StyleDictionary from '$STYLE_DICTIONARY/lib/StyleDictionary.js';
const [source, output] = process.argv.slice(2);
const sd = new StyleDictionary({
  source: [source],
  log: { verbosity: 'silent', warnings: 'disabled' },
  platforms: { ios: { transformGroup: 'ios-swift', buildPath: output + '/',
    files: [{ destination: 'StyleDictionary.swift', format: 'ios-swift/class.swift', options: { className: 'StyleDictionary' } }] } },
});
await sd.buildAllPlatforms();
JS

# Prints "WALL PEAK_KB CPU" of one run of the command, which must succeed.
measure() {
    /usr/bin/time -f '%e %M %U %S' -o "$work/time" "$@" > /dev/null 2> "$work/stderr" || { cat "$work/stderr" >&2; exit 1; }
    awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' "$work/time"
}

# The smaller of a best time so far (empty at first) and a new time.
best() {
    if [ -z "$1" ]; then echo "$2"; else echo "$1 $2" | awk '{ print ($2 < $1) ? $2 : $1 }'; fi
}

printf '%-10s %-26s %-26s %s\n' tokens "Style Dictionary" "dsys" "dsys/SD (wall, CPU)"
for count in ${@:-1000 10000 100000}; do
    tokens="$work/tokens-$count.json"
    "$build/dsys-bench" --write "$count" "$tokens" --mix mixed --style-dictionary
    sd_best="" sd_cpu="" sd_peak=0 dsys_best="" dsys_cpu="" dsys_peak=0
    for run in 1 2 3; do
        sd_run() { set -- $(measure node "$work/build.mjs" "$tokens" "$work/sd-$count-$run"); sd_wall=$1; sd_kb=$2; sd_run_cpu=$3; }
        dsys_run() { set -- $(measure "$build/dsys" generate "$tokens" --output "$work/dsys-$count-$run"); dsys_wall=$1; dsys_kb=$2; dsys_run_cpu=$3; }
        if [ $((run % 2)) -eq 1 ]; then sd_run; dsys_run; else dsys_run; sd_run; fi
        sd_best=$(best "$sd_best" "$sd_wall")
        dsys_best=$(best "$dsys_best" "$dsys_wall")
        sd_cpu=$(best "$sd_cpu" "$sd_run_cpu")
        dsys_cpu=$(best "$dsys_cpu" "$dsys_run_cpu")
        [ "$sd_kb" -gt "$sd_peak" ] && sd_peak=$sd_kb
        [ "$dsys_kb" -gt "$dsys_peak" ] && dsys_peak=$dsys_kb
    done
    [ -s "$work/sd-$count-1/StyleDictionary.swift" ] || { echo "Style Dictionary wrote no Swift file" >&2; exit 1; }
    printf '%-10s %-26s %-26s %s\n' "$count" "${sd_best} s (CPU ${sd_cpu} s), $((sd_peak / 1024)) MB" \
        "${dsys_best} s (CPU ${dsys_cpu} s), $((dsys_peak / 1024)) MB" \
        "$(echo "$dsys_best $sd_best $dsys_cpu $sd_cpu" | awk '{ printf "%.2f×, %.2f×", $1 / $2, $3 / $4 }')"
done
