// `npm run mock`: a Prism mock server of the spec at http://127.0.0.1:4010/api/v4 (PORT overrides the port).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { writePrismDocument } from './prism-document.js';

const prism = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const port = process.env.PORT ?? '4010';
spawn(process.execPath, [prism, 'mock', writePrismDocument(), '--errors', '-p', port], { stdio: 'inherit' })
  .on('exit', (code) => process.exit(code ?? 0));
