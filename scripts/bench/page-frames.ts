// The memory a process tree holds with each page counted once. Summed resident sizes count a page once per process
// that maps it: npm's node and the server's map the same node binary and libraries, so the sum counts those pages
// twice. Each present page's frame number, from /proc/<pid>/pagemap, tells which pages are the same.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

const pageSize = 4096;
/** Entries read at a time: 8 bytes each. */
const chunkEntries = 16_384;
const userSpacePages = 2 ** 47 / pageSize;

/** The frame numbers of the pages `pid` has in memory, added to `frames`; false when they are hidden (not root). */
function addFrames(pid: number, frames: Set<number>): boolean {
  const maps = readFileSync(`/proc/${pid}/maps`, 'utf8');
  const pagemap = openSync(`/proc/${pid}/pagemap`, 'r');
  const buffer = Buffer.alloc(chunkEntries * 8);
  let presentPages = 0;
  try {
    for (const line of maps.split('\n')) {
      const match = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
      // A mapping without any access (a reserve, a guard) has no page in memory; above user space is the kernel's
      // vsyscall page.
      if (!match || match[3]!.startsWith('---')) continue;
      const end = Number.parseInt(match[2]!, 16) / pageSize;
      if (end > userSpacePages) continue;
      for (let page = Number.parseInt(match[1]!, 16) / pageSize; page < end; page += chunkEntries) {
        const entries = Math.min(chunkEntries, end - page);
        const bytes = readSync(pagemap, buffer, 0, entries * 8, page * 8);
        for (let offset = 0; offset + 8 <= bytes; offset += 8) {
          const high = buffer.readUInt32LE(offset + 4);
          if ((high & 0x8000_0000) === 0) continue;
          presentPages += 1;
          // Bits 0-54: the page frame number, zero when the reader may not see it.
          const frame = (high & 0x7f_ffff) * 2 ** 32 + buffer.readUInt32LE(offset);
          if (frame !== 0) frames.add(frame);
        }
      }
    }
  } finally {
    closeSync(pagemap);
  }
  return presentPages === 0 || frames.size > 0;
}

/** Bytes in memory across `pids`, a page shared by several counted once; undefined where frame numbers are hidden. */
export function distinctResidentBytes(pids: number[]): number | undefined {
  const frames = new Set<number>();
  for (const pid of pids) {
    try {
      if (!addFrames(pid, frames)) return undefined;
    } catch (error) {
      // A process that exited meanwhile holds nothing; a file that cannot be read at all hides the figure.
      const { code } = error as NodeJS.ErrnoException;
      if (code !== 'ENOENT' && code !== 'ESRCH') return undefined;
    }
  }
  return frames.size * pageSize;
}
