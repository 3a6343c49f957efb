#!/usr/bin/env bash
# Regenerates package-lock.json from package.json alone, in an empty directory: npm records every platform's
# optional packages only when no node_modules is present, and npm 10 accepts the result only then too.
# Run it after changing dependencies; `.ci/run` fails when the lock file does not satisfy npm 10 and npm 11.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp "$root/package.json" "$scratch/"
(cd "$scratch" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund >/dev/null)
cp "$scratch/package-lock.json" "$root/package-lock.json"
echo "package-lock.json regenerated"
