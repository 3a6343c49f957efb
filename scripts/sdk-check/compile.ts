// Compiles a generated client and the flow written against it with strict TypeScript settings.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './run.js';

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

export async function compileStrictly(dir: string): Promise<void> {
  const compilerOptions = {
    strict: true, noImplicitOverride: true, noEmit: true, skipLibCheck: true, types: [],
    target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: typeScriptFiles(dir) }, null, 2));
  await run(bin('tsc'), ['-p', dir]);
}
