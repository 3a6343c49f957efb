// Every operation's code samples (`x-codeSamples` of the bundled spec), run against one server holding
// fixtures/example.yaml, brought back to it before each sample: curl answers the operation's success status, the
// TypeScript sample's response has it and all compile under strict TypeScript, the Python sample (python-gitlab,
// skipped with a message where it is not installed) raises no error. Each language runs in one process, so that the
// runs take seconds.
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exampleBaseUrl } from '../../scripts/examples/normalize.js';
import { prepare, specOperations, successStatus, type SpecOperation } from '../../scripts/examples/operations.js';
import { exampleRequests } from '../../scripts/examples/requests.js';
import { startTestServer, type TestServer } from '../../server/testing.js';
import { testDatabaseKind } from '../support/database.js';
import { pythonWithGitlab } from '../support/python.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));
const operations = specOperations(spec);
const python = pythonWithGitlab();
if (!python) console.warn('Python code samples skipped: no python3 can import gitlab (Debian: apt-get install python3-gitlab)');

/** A process that runs one sample per line of input and answers one JSON line each. */
class SampleRunner {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: Interface;
  private readonly waiting: ((line: string) => void)[] = [];

  constructor(command: string, args: string[], env: Record<string, string>) {
    this.child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    this.lines = createInterface({ input: this.child.stdout });
    this.lines.on('line', (line) => this.waiting.shift()?.(line));
  }

  run(input: string): Promise<{ status?: number | 'ok'; error?: string }> {
    return new Promise((resolve) => {
      this.waiting.push((line) => resolve(JSON.parse(line)));
      this.child.stdin.write(`${input}\n`);
    });
  }

  stop(): void {
    this.child.stdin.end();
  }
}

// The samples do not depend on the server's database: they run on the SQLite run only.
describe.skipIf(testDatabaseKind === 'postgres')('code samples', { timeout: 120_000 }, () => {
  let server: TestServer;
  let work: string;
  const sourceOf = (operation: SpecOperation, label: string) => {
    const sample = (operation.operation['x-codeSamples'] as { label: string; source: string }[] | undefined)?.find((candidate) => candidate.label === label);
    return sample?.source.replaceAll(exampleBaseUrl, server.url);
  };

  beforeAll(async () => {
    server = await startTestServer({ fixture: join(root, 'fixtures/example.yaml') });
    work = mkdtempSync(join(tmpdir(), 'rhs-code-samples-'));
    // The file the upload samples send.
    writeFileSync(join(work, 'notes.txt'), 'Release notes\n');
  });
  afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Runs every operation's sample of `label`; answers what differs from the expected outcome. */
  async function runAll(label: string, run: (source: string, expected: number) => Promise<string | undefined>): Promise<string[]> {
    const failures: string[] = [];
    for (const operation of operations) {
      const request = exampleRequests[operation.operationId as keyof typeof exampleRequests];
      const source = sourceOf(operation, label);
      if (request === undefined || source === undefined) {
        failures.push(`${operation.operationId}: no ${label} sample`);
        continue;
      }
      const problems = await prepare(server, request);
      const failure = problems.length > 0 ? problems.join('; ') : await run(source, successStatus(operation, request));
      if (failure !== undefined) failures.push(`${operation.operationId}: ${failure}`);
    }
    return failures;
  }

  test('curl', async () => {
    // One shell runs them all: a sample a line (its continuations joined), answering its status as a JSON line.
    const shell = 'while IFS= read -r sample; do eval "$sample --silent --show-error --output /dev/null --write-out \'{\\"status\\": \\"%{http_code}\\"}\\n\'"; done';
    const runner = new SampleRunner('sh', ['-c', `cd "$0" && ${shell}`, work], { API_TOKEN: server.adminToken });
    try {
      const failures = await runAll('curl', async (source, expected) => {
        const { status } = await runner.run(source.replaceAll(' \\\n', ' '));
        return Number(status) === expected ? undefined : `answered ${status}, not ${expected}`;
      });
      expect(failures).toEqual([]);
    } finally {
      runner.stop();
    }
  });

  test('TypeScript, with the typed client', async () => {
    const runner = new SampleRunner(process.execPath, ['--import', 'tsx', 'test/spec/code-samples/run-typescript.ts'], { API_TOKEN: server.adminToken });
    let count = 0;
    try {
      const failures = await runAll('TypeScript', async (source, expected) => {
        const withClient = source.replace("'@rhs/api-client'", `'${join(root, 'client/index.ts')}'`);
        const file = join(work, `sample-${count += 1}.mts`);
        writeFileSync(file, `${withClient}\nexport const status = typeof response === 'undefined' ? undefined : response.status;\n`);
        writeFileSync(join(work, `typed-${count}.mts`), `${withClient}\nexport {};\n`);
        const { status, error } = await runner.run(file);
        if (error !== undefined) return error;
        return status === 'ok' || status === expected ? undefined : `answered ${status}, not ${expected}`;
      });
      expect(failures).toEqual([]);
      // And they compile under strict TypeScript: the client's types accept what each sample sends.
      const typed = Array.from({ length: count }, (_unused, index) => join(work, `typed-${index + 1}.mts`));
      const compiler = await new Promise<string>((resolve) => execFile(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '--strict',
        '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--allowImportingTsExtensions', '--skipLibCheck',
        '--types', 'node', '--typeRoots', join(root, 'node_modules/@types'), ...typed], (_error, stdout) => resolve(stdout)));
      expect(compiler).toBe('');
    } finally {
      runner.stop();
    }
  });

  test.skipIf(python === undefined)('Python, with python-gitlab', async () => {
    const runner = new SampleRunner(python!, ['test/spec/code-samples/run_python.py'], { API_TOKEN: server.adminToken });
    try {
      const failures = await runAll('python-gitlab', async (source) => {
        const { status, error } = await runner.run(JSON.stringify(source.replace('open("notes.txt"', `open("${join(work, 'notes.txt')}"`)));
        return status === 'ok' ? undefined : `${status ?? ''} ${error}`;
      });
      expect(failures).toEqual([]);
    } finally {
      runner.stop();
    }
  });
});
