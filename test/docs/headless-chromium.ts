// Loading a page in Debian's headless Chromium: the DOM after the page's scripts ran, and every URL the page
// requested (from Chromium's network log; the browser's own service requests, such as update checks, carry no
// page origin and are left out).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The Chromium binary (`CHROMIUM` overrides), undefined when there is none. */
export const chromium = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));

interface NetLog {
  constants: { logEventTypes: Record<string, number> };
  events: { type: number; params?: { url?: string; initiator?: string } }[];
}

export async function loadPage(url: string): Promise<{ dom: string; requests: string[] }> {
  if (!chromium) throw new Error('no Chromium');
  const scratch = await mkdtemp(join(tmpdir(), 'rhs-chromium-'));
  try {
    const netLog = join(scratch, 'net-log.json');
    const { stdout } = await promisify(execFile)(chromium, [
      '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', `--user-data-dir=${join(scratch, 'profile')}`,
      `--log-net-log=${netLog}`, '--virtual-time-budget=10000', '--dump-dom', url,
    ], { maxBuffer: 64 * 1024 * 1024, timeout: 90_000 });
    const log = JSON.parse(await readFile(netLog, 'utf8')) as NetLog;
    const startJob = log.constants.logEventTypes.URL_REQUEST_START_JOB;
    const requests = log.events
      .filter((event) => event.type === startJob && event.params?.url && event.params.initiator !== 'not an origin')
      .map((event) => event.params!.url!);
    return { dom: stdout, requests };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Whether a URL stays on this machine (or inside the page: data: and blob: URLs). */
export function staysLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return ['data:', 'blob:', 'file:'].includes(protocol) || ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}
