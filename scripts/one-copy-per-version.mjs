// An esbuild plugin that bundles one copy of each package version. npm nests a package under each dependent whose
// range the hoisted copy does not meet, so a bundle held express's mime-types 3.0.2 three times (under express,
// body-parser and send, beside the test tools' 2.1.35 at the top), each loading and indexing its own copy of the
// MIME database when the server starts. Imports of a name and version already bundled from another folder resolve
// to that folder, as `npm dedupe` would lay them out; other versions stay apart.
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

const resolving = Symbol('resolving');

/** `name` or `@scope/name` of a bare import such as `mime-types` or `@scope/name/sub/path.js`. */
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function versionAt(packageFolder) {
  try {
    return JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

export function oneCopyPerVersion() {
  return {
    name: 'one-copy-per-version',
    setup(build) {
      /** The folder each `name@version` was first bundled from. */
      const bundledFrom = new Map();
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === resolving || args.path.startsWith('node:')) return undefined;
        const { importer, kind, resolveDir } = args;
        const resolved = await build.resolve(args.path, { importer, kind, resolveDir, pluginData: resolving });
        if (resolved.errors.length > 0 || resolved.external) return resolved;
        const name = packageName(args.path);
        const marker = `${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`;
        const at = resolved.path.lastIndexOf(marker);
        if (at < 0) return resolved;
        const folder = resolved.path.slice(0, at + marker.length);
        const version = versionAt(folder);
        if (version === undefined) return resolved;
        const first = bundledFrom.get(`${name}@${version}`);
        if (first === undefined) {
          bundledFrom.set(`${name}@${version}`, folder);
          return resolved;
        }
        return { ...resolved, path: first + resolved.path.slice(folder.length) };
      });
    },
  };
}
