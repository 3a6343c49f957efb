import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { basePath, writePrismDocument } from '../../scripts/prism-document.js';

const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

export interface Prism {
  /** Base URL of the API through Prism, ending in `/api/v4`. */
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts Prism as a proxy in front of `upstream` (responses checked against the spec; request validation off so
 * the server's own 400s can be tested) or as a mock (requests checked against the spec).
 */
export async function startPrism(mode: 'proxy' | 'mock', upstream?: string): Promise<Prism> {
  const port = await freePort();
  const args = mode === 'proxy'
    ? ['proxy', writePrismDocument(), upstream!, '--errors', '--validate-request', 'false']
    : ['mock', writePrismDocument(), '--errors'];
  const child: ChildProcess = spawn(process.execPath, [prismCli, ...args, '-p', String(port), '-h', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${output}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    stop: () => new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill();
    }),
  };
}
