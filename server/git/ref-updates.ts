// A ref update is one ref moving from one commit to another; git's zero id stands for "no commit" (created or
// deleted refs). Pushes report theirs through the repository's post-receive hook, in git's own format.

export const zeroId = '0000000000000000000000000000000000000000';

export interface RefUpdate {
  ref: string;
  before: string;
  after: string;
}

/** Lines of `<old> <new> <ref>`, as git gives them to post-receive hooks. */
export function parseRefUpdates(text: string): RefUpdate[] {
  return text.split('\n').filter(Boolean).map((line) => {
    const [before, after, ref] = line.split(' ') as [string, string, string];
    return { ref, before, after };
  });
}

/** The hook installed in every repository: it appends the pushed updates to the file the server names. */
export const postReceiveHook = `#!/bin/sh
# Installed by the server: hands the refs a push moved to the server process that ran the push.
if [ -n "$RHS_REF_UPDATES" ]; then cat >> "$RHS_REF_UPDATES"; else cat > /dev/null; fi
exit 0
`;
