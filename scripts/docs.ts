// `npm run docs [file]`: the API's reference documentation as one HTML file that works offline, for a portal or a
// file share (default dist/docs/index.html). The same page the server serves at /api/v4/docs.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { offlineDocsPage } from '../server/docs/page.js';

const target = resolve(process.argv[2] ?? 'dist/docs/index.html');
await mkdir(dirname(target), { recursive: true });
await writeFile(target, offlineDocsPage());
console.log(`Wrote ${target}`);
