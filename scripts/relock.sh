#!/usr/bin/env bash
# Regenerates package-lock.json from package.json alone, in an empty directory, with npm 10: npm records every
# platform's optional packages only when no node_modules is present, and a lock written by npm 11 can miss entries
# that npm 10 requires ("Missing: yaml@…"), while npm 11 accepts npm 10's. Both are checked before the file is kept.
# Run it after changing dependencies; `.ci/run` fails when the lock file does not satisfy npm 10 and npm 11.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp "$root/package.json" "$scratch/"
cd "$scratch"
npx -y npm@10 install --package-lock-only --ignore-scripts --no-audit --no-fund >/dev/null
npm ci --dry-run --ignore-scripts --no-audit --no-fund >/dev/null
npx -y npm@10 ci --dry-run --ignore-scripts --no-audit --no-fund >/dev/null
cp "$scratch/package-lock.json" "$root/package-lock.json"
echo "package-lock.json regenerated (accepted by npm 10 and npm $(npm --version))"
