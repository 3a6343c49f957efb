import { execFileSync } from 'node:child_process';

/** The first python3 that can import python-gitlab and `modules` (Debian's packages are the system interpreter's). */
export function pythonWithGitlab(...modules: string[]): string | undefined {
  for (const python of [process.env.PYTHON, '/usr/bin/python3', 'python3']) {
    if (!python) continue;
    try {
      execFileSync(python, ['-c', `import ${['gitlab', ...modules].join(', ')}`], { stdio: 'ignore' });
      return python;
    } catch { /* not this one */ }
  }
  return undefined;
}
