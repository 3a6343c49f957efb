// `npm start`: runs the server from its bundle, rebuilt first when a source is newer (or the bundle is missing), so
// that a fresh clone and an edited checkout both start from what is in the tree.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, bundle, root } from './build-server.mjs';

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
await import(pathToFileURL(bundle).href);
