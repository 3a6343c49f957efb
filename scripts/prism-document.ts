// Prism matches request paths against the spec's paths literally and ignores the servers' base path, so it is
// given a copy of the bundled spec whose paths carry `/api/v4`. Clients then use the same base URL
// (`http://host:port/api/v4`) against Prism as against the server. The mock also enforces the "at least one of"
// rules the spec publishes as `x-at-least-one-of`, as the server does.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enforceAtLeastOneOf } from '../server/http/at-least-one-of.js';

export const basePath = '/api/v4';

export function writePrismDocument(): string {
  const bundled = JSON.parse(readFileSync(fileURLToPath(new URL('../generated/openapi.json', import.meta.url)), 'utf8'));
  bundled.servers = [{ url: '/' }];
  enforceAtLeastOneOf(bundled);
  bundled.paths = Object.fromEntries(Object.entries(bundled.paths).map(([path, item]) => [`${basePath}${path}`, item]));
  const file = join(mkdtempSync(join(tmpdir(), 'rhs-prism-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(bundled));
  return file;
}
