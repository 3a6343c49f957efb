import { execFileSync } from 'node:child_process';

/** The first python3 that can import python-gitlab (Debian's package is the system interpreter's). */
export function pythonWithGitlab(): string | undefined {
  for (const python of [process.env.PYTHON, '/usr/bin/python3', 'python3']) {
    if (!python) continue;
    try {
      execFileSync(python, ['-c', 'import gitlab'], { stdio: 'ignore' });
      return python;
    } catch { /* not this one */ }
  }
  return undefined;
}
