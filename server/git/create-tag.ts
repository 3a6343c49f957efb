// A tag made on the server as a push of it would make it: a lightweight tag is a ref to the commit, an annotated
// one a tag object (its tagger and date the server's) the ref names. The ref is made only if it does not exist yet.
import { clock } from '../database/clock.js';
import { git, gitText } from './git.js';
import { zeroId, type RefUpdate } from './ref-updates.js';
import { compareAndSwapRef } from './revisions.js';

export const tagRef = (name: string): string => `refs/tags/${name}`;

/** Whether git accepts the name as a tag name. */
export async function isValidTagName(name: string): Promise<boolean> {
  if (name.startsWith('-') || name.startsWith('refs/')) return false;
  return (await git(null, ['check-ref-format', tagRef(name)], { acceptExitCodes: [1] })).exitCode === 0;
}

export interface TagRequest {
  name: string;
  commit: string;
  /** Makes an annotated tag. */
  message?: string;
  tagger: { name: string; email: string };
}

/** The tag's ref update, or undefined when a tag of that name already exists. */
export async function createTag(repository: string, request: TagRequest): Promise<RefUpdate | undefined> {
  let target = request.commit;
  if (request.message !== undefined) {
    const seconds = Math.floor(clock.now().getTime() / 1000);
    const tagger = `${request.tagger.name} <${request.tagger.email}> ${seconds} +0000`;
    // mktag reads the whole object from stdin, so no text of the caller is ever read as an option.
    target = await gitText(repository, ['mktag'], { input: `object ${request.commit}\ntype commit\ntag ${request.name}\ntagger ${tagger}\n\n${request.message.replace(/\n*$/, '\n')}` });
  }
  const ref = tagRef(request.name);
  if (!(await compareAndSwapRef(repository, ref, target, zeroId))) return undefined;
  return { ref, before: zeroId, after: target };
}
