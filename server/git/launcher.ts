// Short-lived commands (git) are started by a small helper process instead of by this one. Starting a process
// copies the starting process's page tables, a cost that grows with its memory: 1.7 ms from a fresh Node process,
// 22 ms from one of 300 MB, 52 ms from one of 700 MB, all of it CPU time on the event loop. The helper stays small,
// so every command costs the least; it starts with the first command and leaves after a few idle seconds, so an
// idle server is one process.
import { spawn, type ChildProcess } from 'node:child_process';

export interface LaunchOptions {
  cwd?: string;
  env: Record<string, string>;
  input?: string | Buffer;
}

export interface Finished {
  /** Null when a signal ended it. */
  exitCode: number | null;
  stdout: Buffer;
  stderr: string;
}

interface Request {
  id: number;
  command: string;
  args: string[];
  cwd?: string;
  env: Record<string, string>;
  /** All of its standard input; absent for a streamed command, whose input comes in `Input` messages. */
  input?: string | Buffer;
}

/** More standard input of a streamed command; null closes it. */
interface Input {
  id: number;
  input: Buffer | null;
}

type Reply =
  | { id: number; exitCode: number | null; stdout: Buffer; stderr: string }
  | { id: number; output: Buffer }
  | { id: number; error: string };

/**
 * The helper's whole program, run with `node -e`: it has no file of its own, so it works the same from sources, the
 * server bundle and the test server package (kept as text: a bundler rewrites the `require` of a function). Each
 * message is a `Request` or an `Input`; each answer a `Reply`. A streamed command's output goes back as it comes,
 * the others' in their last reply. It leaves when its parent disconnects or goes.
 */
const helperProgram = `
const { spawn } = require('node:child_process');
const streamed = new Map();
process.on('disconnect', () => process.exit(0));
process.on('message', (message) => {
  const reply = (answer) => { if (process.connected) process.send(answer); };
  if (!('command' in message)) {
    const child = streamed.get(message.id);
    if (child && message.input === null) child.stdin.end();
    else if (child) child.stdin.write(message.input);
    return;
  }
  const { id, input } = message;
  const child = spawn(message.command, message.args, { cwd: message.cwd, env: message.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const stdout = [];
  let stderr = '';
  child.stdout.on('data', (chunk) => { if (input === undefined) reply({ id, output: chunk }); else stdout.push(chunk); });
  child.stderr.on('data', (chunk) => { stderr += chunk.toString(); });
  child.on('error', (error) => reply({ id, error: error.message }));
  child.on('close', (exitCode) => { streamed.delete(id); reply({ id, exitCode, stdout: Buffer.concat(stdout), stderr }); });
  child.stdin.on('error', () => undefined);
  if (input === undefined) streamed.set(id, child);
  else child.stdin.end(input);
});
`;

/** IPC's advanced serialization hands Buffers over as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const idleMilliseconds = 5_000;

export interface StreamedCommand {
  /** More standard input; null closes it. */
  input(chunk: Buffer | null): void;
  /** Its end; `stdout` is empty, having gone to `onOutput`. */
  finished: Promise<Finished>;
}

interface Helper {
  /** Starts a command; `onOutput` streams its standard output (and `input` it then sends its input). */
  run(request: Omit<Request, 'id'>, onOutput?: (chunk: Buffer) => void): StreamedCommand;
  /** Whether it takes new commands (it is neither leaving nor gone). */
  readonly open: boolean;
}

function startHelper(onGone: (helper: Helper) => void): Helper {
  // No inspector or loader flags of this process are passed on: the helper only starts programs.
  const child: ChildProcess = spawn(process.execPath, ['-e', helperProgram], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(finished: Finished): void; reject(error: Error): void; onOutput?(chunk: Buffer): void }>();
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let open = true;

  const leave = () => {
    open = false;
    if (child.connected) child.disconnect();
  };
  child.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    if ('output' in reply) return waiting.onOutput?.(asBuffer(reply.output));
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve({ exitCode: reply.exitCode, stdout: asBuffer(reply.stdout), stderr: reply.stderr });
    if (pending.size > 0) return;
    child.channel?.unref();
    idleTimer = setTimeout(leave, idleMilliseconds);
    idleTimer.unref();
  });
  const gone = (error: Error) => {
    open = false;
    clearTimeout(idleTimer);
    // Commands in flight when the helper went are lost with it: their callers see a failure, as for a crash.
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    onGone(helper);
  };
  child.on('error', gone);
  child.on('exit', () => gone(new Error('the process launcher stopped')));
  // The helper keeps this process alive only while a command is under way (an awaited command must be answered);
  // with the parent gone, it goes too.
  child.unref();

  const helper: Helper = {
    get open() { return open && child.connected; },
    run(request, onOutput) {
      clearTimeout(idleTimer);
      child.channel?.ref();
      const id = nextId++;
      const finished = new Promise<Finished>((resolve, reject) => {
        pending.set(id, { resolve, reject, onOutput });
        child.send({ id, ...request }, (error) => {
          if (!error || !pending.delete(id)) return;
          reject(error);
        });
      });
      return { finished, input: (chunk) => { if (child.connected) child.send({ id, input: chunk } satisfies Input); } };
    },
  };
  return helper;
}

let current: Helper | undefined;

function openHelper(): Helper {
  if (!current?.open) current = startHelper((gone) => { if (current === gone) current = undefined; });
  return current;
}

/** Runs `command` to its end through the helper, with exactly the environment given. */
export function launch(command: string, args: string[], options: LaunchOptions): Promise<Finished> {
  return openHelper().run({ command, args, cwd: options.cwd, env: options.env, input: options.input ?? '' }).finished;
}

/** Runs `command` through the helper with its standard input and output streamed (a CGI program, say). */
export function launchStreamed(command: string, args: string[], options: Omit<LaunchOptions, 'input'> & { onOutput(chunk: Buffer): void }): StreamedCommand {
  return openHelper().run({ command, args, cwd: options.cwd, env: options.env }, options.onOutput);
}
