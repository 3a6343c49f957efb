#!/usr/bin/env node
// `rhs-test-server` (dist/cli.mjs in the package): on Node.js 22.1 and later, the command's bundle is compiled once
// and its code kept beside it (dist/compile-cache), so that later starts skip most of compiling it; Node.js 20 has no
// such cache. Enabled before the bundle is imported, which is what it applies to; a folder that cannot be written
// leaves the start as it was.
import module from 'node:module';
import { fileURLToPath } from 'node:url';

module.enableCompileCache?.(fileURLToPath(new URL('./compile-cache', import.meta.url)));
await import('./command.mjs');
