// Prism (from node_modules) as a child process on a free loopback port, as a mock of the spec or a proxy that checks
// a server's answers against it. The tests, `npm run conformance`, the mock and the benchmark share it.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { dirname } from 'node:path';
import { basePath, writePrismDocument } from './prism-document.js';

const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

export interface PrismProcess {
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

/** Resolves true once something accepts connections on the port of 127.0.0.1, false if `running` turns false. */
async function accepting(port: number, running: () => boolean): Promise<boolean> {
  while (running()) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => { socket.destroy(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (connected) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Starts `prism mock <spec> <args>` or `prism proxy <spec> <upstream> <args>` on a free port of 127.0.0.1 and resolves
 * once it listens. It logs warnings and errors only: nobody reads its per-request log here, and writing it was about
 * a third of its CPU per request.
 */
export async function startPrismProcess(command: 'mock' | 'proxy', args: string[]): Promise<PrismProcess> {
  const port = await freePort();
  const document = writePrismDocument();
  // Removed once Prism has stopped, not earlier: Prism watches the file and ends when a reload cannot read it.
  const removeDocument = () => rmSync(dirname(document), { recursive: true, force: true });
  try {
    const prism = await startedPrism(port, [command, document, ...args]);
    return { url: prism.url, stop: () => prism.stop().finally(removeDocument) };
  } catch (error) {
    removeDocument();
    throw error;
  }
}

async function startedPrism(port: number, args: string[]): Promise<PrismProcess> {
  const child: ChildProcess = spawn(process.execPath, [prismCli, ...args, '-p', String(port), '-h', '127.0.0.1', '--verboseLevel', 'warn'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => { output += chunk.toString(); };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Prism did not start:\n${output}`));
      child.kill();
    }, 90_000);
    const exited = (code: number | null) => reject(new Error(`Prism exited with ${code}:\n${output}`));
    child.on('exit', exited);
    void accepting(port, () => child.exitCode === null && child.signalCode === null).then((listening) => {
      if (!listening) return;
      clearTimeout(timer);
      child.off('exit', exited);
      resolve();
    });
  });
  child.stdout!.off('data', collect);
  child.stderr!.off('data', collect);
  // Its log is not needed once it listens, but the pipes must keep flowing.
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    }),
  };
}
