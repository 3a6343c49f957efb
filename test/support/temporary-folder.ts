// Run first of the global set-ups: every test process, server and tool of the run gets a temporary folder of its
// own (TMPDIR), and the end of the run fails, naming them, when anything was left in it; what was left is removed.
// A tool's compile cache is not a leftover: tsx's (`tsx-<uid>`), which the scripts the tests run make, and Node.js's
// (`node-compile-cache`), which npm enables for itself on Node.js 22 and later (`npm pack`, `npx`).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Both test projects load this module on their own and share one folder, checked when the last of them ends.
const state = globalThis as { rhsTestTemporaryFolder?: string; rhsTestTemporaryFolderUsers?: number };

export default function setup(): () => void {
  if (state.rhsTestTemporaryFolder === undefined) {
    state.rhsTestTemporaryFolder = mkdtempSync(join(tmpdir(), 'rhs-test-run-'));
    process.env.TMPDIR = state.rhsTestTemporaryFolder;
  }
  state.rhsTestTemporaryFolderUsers = (state.rhsTestTemporaryFolderUsers ?? 0) + 1;
  return () => {
    state.rhsTestTemporaryFolderUsers! -= 1;
    if (state.rhsTestTemporaryFolderUsers! > 0) return;
    const folder = state.rhsTestTemporaryFolder!;
    const left = readdirSync(folder).filter((entry) => !/^(tsx-\d+|node-compile-cache)$/.test(entry));
    rmSync(folder, { recursive: true, force: true });
    if (left.length > 0) throw new Error(`The run left ${left.length} entries in the temporary folder: ${left.sort().join(', ')}`);
  };
}
