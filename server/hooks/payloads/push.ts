// Push and tag push payloads, computed from the ref change and the repository when the delivery is made (commits
// never change, so every attempt sends the same commits).
import type { components } from '../../../generated/api.js';
import { gitText } from '../../git/git.js';
import { zeroId } from '../../git/ref-updates.js';
import { repositoryPath } from '../../git/repositories.js';
import type { Services } from '../../services.js';
import type { PushSnapshot } from '../snapshots.js';
import { countCommits, readCommits } from './commits.js';
import { hookUsers } from './people-labels.js';
import { hookProject, hookRepository } from './project.js';

type PushEvent = components['schemas']['WebhookPushEvent'];

/** The new commits of a branch change: for a new branch, those on no other branch. */
function branchRevisions({ ref, before, after }: PushSnapshot): string[] {
  if (before !== zeroId) return [`${before}..${after}`];
  return [after, '--not', `--exclude=${ref.slice('refs/heads/'.length)}`, '--branches'];
}

/** The annotation of an annotated tag; null for a lightweight tag. */
async function tagMessage(repository: string, object: string): Promise<string | null> {
  if ((await gitText(repository, ['cat-file', '-t', object])) !== 'tag') return null;
  const text = await gitText(repository, ['cat-file', 'tag', object]);
  const body = text.indexOf('\n\n');
  return body === -1 ? '' : text.slice(body + 2);
}

export async function buildPushPayload(services: Services, event: PushSnapshot): Promise<PushEvent | undefined> {
  const project = await hookProject(services, event.projectId);
  if (!project) return undefined;
  const repository = repositoryPath(services.config.dataDir, event.projectId);
  const user = (await hookUsers(services.db, [event.userId])).get(event.userId ?? 0);
  let checkoutSha: string | null = null;
  let message: string | null = null;
  let commits: PushEvent['commits'] = [];
  let total = 0;
  if (event.after !== zeroId) {
    if (event.kind === 'tag_push') {
      checkoutSha = await gitText(repository, ['rev-parse', `${event.after}^{commit}`]);
      message = await tagMessage(repository, event.after);
      commits = await readCommits(repository, [checkoutSha], project.web_url, 1);
    } else {
      checkoutSha = event.after;
      commits = await readCommits(repository, branchRevisions(event), project.web_url);
    }
    total = event.kind === 'tag_push' ? commits.length : await countCommits(repository, branchRevisions(event));
  }
  return {
    object_kind: event.kind,
    event_name: event.kind,
    before: event.before,
    after: event.after,
    ref: event.ref,
    checkout_sha: checkoutSha,
    message,
    user_id: user?.id ?? null,
    user_name: user?.name ?? null,
    user_username: user?.username ?? null,
    user_email: user?.email ?? null,
    user_avatar: user?.avatar_url ?? null,
    project_id: project.id,
    project,
    commits,
    total_commits_count: total,
    repository: {
      ...hookRepository(project),
      git_http_url: project.git_http_url,
      git_ssh_url: project.git_ssh_url,
      visibility_level: project.visibility_level,
    },
  };
}
