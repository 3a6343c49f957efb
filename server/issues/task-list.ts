// The Markdown task list of a description, counted as the real service counts it: list items (`-`, `+`, `*` or
// `1.`/`1)`) that start with `[ ]` (open) or `[x]`/`[X]` (done).
import type { components } from '../../generated/api.js';

const taskItem = /^[ \t]*(?:[-+*]|\d+[.)])[ \t]+\[([ xX])\](?:[ \t]|$)/gm;

export function taskCompletionStatus(description: string | null): components['schemas']['MergeRequestTail']['task_completion_status'] {
  let count = 0;
  let completed = 0;
  for (const match of (description ?? '').matchAll(taskItem)) {
    count += 1;
    if (match[1] !== ' ') completed += 1;
  }
  return { count, completed_count: completed };
}
