// Bundles the server (server/main.ts and the packages it uses) into dist/server.mjs with esbuild: Node loads one
// file several times faster than it resolves and compiles hundreds of TypeScript and CommonJS modules.
import { rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const bundle = fileURLToPath(new URL('../dist/server.mjs', import.meta.url));
/** Where `npm start` keeps the bundle's compiled code, on Node.js versions that can (see start.mjs). */
export const compileCache = fileURLToPath(new URL('../dist/compile-cache', import.meta.url));

/** Bundles `entryPoint` and everything it imports into the ES module `outfile`, for Node 20. */
export async function bundleServer(entryPoint, outfile) {
  // Loaded only to build: `npm start` imports this module on every start, mostly to find the bundle current.
  const { build, stop } = await import('esbuild');
  const { oneCopyPerVersion } = await import('./one-copy-per-version.mjs');
  // Written aside and renamed into place, so that a server starting meanwhile never reads half a bundle.
  const written = `${outfile}.${process.pid}.tmp`;
  await build({
    entryPoints: [entryPoint],
    outfile: written,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Native addons stay in node_modules; pg's optional native binding is not used.
    external: ['better-sqlite3', 'pg-native'],
    plugins: [oneCopyPerVersion()],
    // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    minifyWhitespace: true,
    logLevel: 'warning',
  });
  await rename(written, outfile);
  // esbuild's service process would otherwise stay beside the server for its whole life.
  await stop();
}

export async function buildServer() {
  await bundleServer(fileURLToPath(new URL('../server/main.ts', import.meta.url)), bundle);
  // Node.js would keep the replaced bundle's code beside the new one's, one file per build, for good.
  await rm(compileCache, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
