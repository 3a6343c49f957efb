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
  input: string | Buffer;
}

type Reply = { id: number; exitCode: number | null; stdout: Buffer; stderr: string } | { id: number; error: string };

/**
 * The helper's whole program, run with `node -e`: it has no file of its own, so it works the same from sources, the
 * server bundle and the test server package (kept as text: a bundler rewrites the `require` of a function). Each
 * message is a `Request`; each answer a `Reply`. It leaves when its parent disconnects or goes.
 */
const helperProgram = `
const { spawn } = require('node:child_process');
process.on('disconnect', () => process.exit(0));
process.on('message', (request) => {
  const reply = (message) => { if (process.connected) process.send(message); };
  const child = spawn(request.command, request.args, { cwd: request.cwd, env: request.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const stdout = [];
  let stderr = '';
  child.stdout.on('data', (chunk) => stdout.push(chunk));
  child.stderr.on('data', (chunk) => { stderr += chunk.toString(); });
  child.on('error', (error) => reply({ id: request.id, error: error.message }));
  child.on('close', (exitCode) => reply({ id: request.id, exitCode, stdout: Buffer.concat(stdout), stderr }));
  child.stdin.on('error', () => undefined);
  child.stdin.end(request.input);
});
`;

const idleMilliseconds = 5_000;

interface Helper {
  run(request: Omit<Request, 'id'>): Promise<Finished>;
  /** Whether it takes new commands (it is neither leaving nor gone). */
  readonly open: boolean;
}

function startHelper(onGone: (helper: Helper) => void): Helper {
  // No inspector or loader flags of this process are passed on: the helper only starts programs.
  const child: ChildProcess = spawn(process.execPath, ['-e', helperProgram], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(finished: Finished): void; reject(error: Error): void }>();
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
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve({ exitCode: reply.exitCode, stdout: Buffer.from(reply.stdout.buffer, reply.stdout.byteOffset, reply.stdout.byteLength), stderr: reply.stderr });
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
    run(request) {
      clearTimeout(idleTimer);
      child.channel?.ref();
      const id = nextId++;
      return new Promise<Finished>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, ...request }, (error) => {
          if (!error || !pending.delete(id)) return;
          reject(error);
        });
      });
    },
  };
  return helper;
}

let current: Helper | undefined;

/** Runs `command` to its end through the helper, with exactly the environment given. */
export function launch(command: string, args: string[], options: LaunchOptions): Promise<Finished> {
  if (!current?.open) current = startHelper((gone) => { if (current === gone) current = undefined; });
  return current.run({ command, args, cwd: options.cwd, env: options.env, input: options.input ?? '' });
}
