// `npm start`: runs the server from its bundle, rebuilt first when a source is newer (or the bundle is missing), so
// that a fresh clone and an edited checkout both start from what is in the tree.
import { readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, bundle, compileCache, root } from './build-server.mjs';

function newestSource(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function bundleIsCurrent() {
  try {
    const built = statSync(bundle).mtimeMs;
    return built >= newestSource(join(root, 'server')) && built >= statSync(join(root, 'package-lock.json')).mtimeMs;
  } catch {
    return false;
  }
}

if (!bundleIsCurrent()) await buildServer();
// Node.js 22.1 and later keep the bundle's compiled code on disk after the first start, so that later starts skip
// most of compiling it; Node.js 20 has no such cache. It cannot fail the start: where the folder cannot be written,
// the bundle is compiled as before.
module.enableCompileCache?.(compileCache);
await import(pathToFileURL(bundle).href);
