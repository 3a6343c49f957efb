// `npm run spec:diff -- [BASE] [REVISION] [redocly diff options]`: compares two versions of the bundled description
// with `redocly diff` and prints every change rated patch, minor or major (scripts/spec-diff/redocly.yaml holds the
// rules); exits non-zero when a change is major, so that a pull request that would break clients generated from the
// base fails. BASE and REVISION are git revisions (`origin/main`, `v1.2.0`) or description files; REVISION defaults
// to the working tree's openapi/, BASE to the version before the last change of openapi/ (the last commit that changed
// it when the working tree changes it again). Options after them go to `redocly diff`: `--format markdown` gives the
// table the changelog is written from, `--fail-on minor` is stricter.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSpec } from '../bundle-spec.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function defaultBase(): string {
  const lastChange = git('log', '-1', '--format=%H', '--', 'openapi/');
  const changedSince = git('status', '--porcelain', '--', 'openapi/') !== '';
  return changedSince ? lastChange : `${lastChange}^`;
}

/** Writes the description at `source` (a file, a git revision, or undefined for the working tree) to `dir`. */
async function writeDescription(source: string | undefined, dir: string): Promise<string> {
  mkdirSync(dir);
  const file = join(dir, 'openapi.json');
  if (source !== undefined && existsSync(source)) return resolve(source);
  let specRoot = root;
  if (source !== undefined) {
    // The revision's own sources, bundled the way the working tree's are: its generated/ may lag behind openapi/.
    specRoot = join(dir, 'tree');
    mkdirSync(specRoot);
    execFileSync('sh', ['-c', 'git -C "$0" archive "$1" openapi | tar -x -C "$2"', root, git('rev-parse', '--verify', `${source}^{commit}`), specRoot]);
  }
  writeFileSync(file, JSON.stringify(await bundleSpec(specRoot), null, 2));
  return file;
}

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const positional = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
// redocly runs in the work directory, so that the report names `base/openapi.json`, not a temporary path.
const outputAt = options.findIndex((option) => option === '-o' || option === '--output');
if (outputAt !== -1 && options[outputAt + 1] !== undefined) options[outputAt + 1] = resolve(options[outputAt + 1]!);

const [base = defaultBase(), revision] = positional;
const work = mkdtempSync(join(tmpdir(), 'rhs-spec-diff-'));
let status = 1;
try {
  const baseFile = await writeDescription(base, join(work, 'base'));
  const revisionFile = await writeDescription(revision, join(work, revision === undefined ? 'working-tree' : 'revision'));
  console.error(`Comparing ${base} with ${revision ?? 'the working tree'}.`);
  const redocly = join(root, 'node_modules/.bin/redocly');
  const config = join(root, 'scripts/spec-diff/redocly.yaml');
  status = spawnSync(redocly, ['diff', '--config', config, baseFile, revisionFile, ...options], { cwd: work, stdio: 'inherit' }).status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
