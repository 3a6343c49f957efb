// The server as a test double for a JavaScript test runner: the `rhs-test-server` command started as a child
// process (so that a test may block its own thread, e.g. on `execFileSync('git', ['clone', …])`, and the server
// still answers), test mode on, a free port on the loopback interface. The child ends with this process.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestServer, TestServerOptions } from './testing-types.js';

export type { TestServer, TestServerOptions } from './testing-types.js';

// Bundled (the package), the command is the module beside this one; in this repository, the TypeScript source.
const bundled = import.meta.url.endsWith('.mjs');
const command = fileURLToPath(new URL(bundled ? './cli.mjs' : './testing/cli.ts', import.meta.url));
const execArgv = bundled ? [] : ['--import', 'tsx'];

interface Started {
  url: string;
  apiUrl: string;
  adminToken: string;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const fixture = options.fixture;
  const args = ['--port', '0', '--host', '127.0.0.1'];
  if (options.database) args.push('--database-url', options.database);
  if (options.frozenAt) args.push('--frozen-at', new Date(options.frozenAt).toISOString());
  if (fixture !== undefined) args.push('--fixture', typeof fixture === 'string' ? fixture : '-');
  const child = fork(command, args, { execArgv, stdio: ['pipe', 'pipe', 'pipe', 'ipc'] });
  child.stdin!.end(typeof fixture === 'object' ? JSON.stringify(fixture) : undefined);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = await new Promise<Started>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const end = output.indexOf('\n');
      if (end >= 0) resolve(JSON.parse(output.slice(0, end)) as Started);
    });
    void exited.then((code) => reject(new Error(errors.trim() || `The test server exited with ${code}`)));
  });
  // Its logs from now on are the test run's.
  child.stderr!.removeAllListeners('data').pipe(process.stderr);
  return {
    url: started.url,
    apiUrl: started.apiUrl,
    adminToken: started.adminToken,
    async reset() {
      const response = await fetch(`${started.apiUrl}/-/test/reset`, { method: 'POST', headers: { 'PRIVATE-TOKEN': started.adminToken } });
      if (response.status !== 204) throw new Error(`The reset failed: ${response.status} ${await response.text()}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
