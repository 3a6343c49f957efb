// The processes the bench starts: pinned apart from the load generator, measured through /proc, and all of them
// stopped (with their temporary directories and databases) however the bench ends.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { distinctResidentBytes } from './page-frames.js';

/** CPU 1 runs the servers, CPU 0 the bench and its load generator, when taskset exists and there are two CPUs. */
export const serverCpu = '1';
const loadCpu = '0';

const canPin = availableParallelism() >= 2 && spawnSync('taskset', ['--version']).status === 0;

export function pinLoadGenerator(): boolean {
  if (canPin) spawnSync('taskset', ['-a', '-p', '-c', loadCpu, String(process.pid)], { stdio: 'ignore' });
  return canPin;
}

const cleanups: (() => Promise<void> | void)[] = [];
const running = new Set<ChildProcess>();

/** Registers work to undo when the bench ends; the latest registered runs first. */
export function onCleanUp(action: () => Promise<void> | void): void {
  cleanups.push(action);
}

export async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      process.stderr.write(`clean-up: ${(error as Error).message}\n`);
    }
  }
}

// Last resort when the bench exits without cleaning up: nothing it started may outlive it.
process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

export function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  onCleanUp(() => rmSync(directory, { recursive: true, force: true }));
  return directory;
}

export interface Started {
  pid: number;
  /** CPU time the server's processes have used, in microseconds. */
  cpuMicros(): Promise<number>;
  alive(): boolean;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a command on the servers' CPU in a process group of its own, so that stopping it stops all it spawned. */
export function startPinned(command: string, args: string[], env: Record<string, string | undefined>, cwd: string): Started {
  const [file, argv] = canPin ? ['taskset', ['-c', serverCpu, command, ...args]] : [command, args];
  const child = spawn(file, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-20_000); };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => { running.delete(child); resolve(); }));
  const stop = async () => {
    if (!running.has(child)) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    // Children that ignored the signal of their group.
    killGroup(child, 'SIGKILL');
  };
  onCleanUp(stop);
  return { pid: child.pid!, cpuMicros: async () => treeCpuMicros(child.pid!), alive: () => running.has(child), output: () => output, stop };
}

interface ProcStat { ppid: number; ticks: number }

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: fields are counted after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // Children it has reaped count too: a helper process that comes and goes keeps its time in the sum.
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/** The process and all its descendants alive now. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User plus system CPU time of processes, in microseconds. */
export function cpuMicrosOf(pids: number[]): number {
  const ticks = pids.reduce((sum, pid) => sum + (readStat(pid)?.ticks ?? 0), 0);
  return (ticks * 1_000_000) / ticksPerSecond;
}

export const treeCpuMicros = (root: number): number => cpuMicrosOf(processTree(root));

/**
 * Resident memory of a process tree, in bytes (summed over its processes, and with each page counted once where the
 * reader may see which pages are shared), and how many processes it has.
 */
export function residentMemory(root: number): { bytes: number; distinctBytes: number | undefined; processes: number } {
  const tree = processTree(root);
  let kilobytes = 0;
  for (const pid of tree) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kilobytes += Number(match?.[1] ?? 0);
    } catch {
      // Exited meanwhile.
    }
  }
  return { bytes: kilobytes * 1024, distinctBytes: distinctResidentBytes(tree), processes: tree.length };
}

/** Polls until `url` answers 200; returns the milliseconds since `since` (a performance.now() value). */
export async function waitFor200(url: string, headers: Record<string, string>, since: number, started: Started, timeoutMs = 120_000): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    if (!started.alive()) throw new Error(`the process serving ${url} exited:\n${started.output()}`);
    if (performance.now() - since > timeoutMs) throw new Error(`no 200 from ${url} within ${timeoutMs / 1000} s:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
