// The issues that merging a request would close: references with a closing pattern in its title, description and
// commit messages, as the real service reads them, and only when the request targets the default branch. With a
// custom issue tracker, the project's own references (`#123`, `PROJ-123`) name issues of that tracker.
import { levelIn } from '../../access/levels.js';
import type { components } from '../../../generated/api.js';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../database/schema.js';
import { gitText } from '../../git/git.js';
import { usesCustomIssueTracker } from '../../integrations/custom-issue-tracker.js';
import { repositoryPath } from '../../git/repositories.js';
import { visibleIssues } from '../../issues/visibility.js';
import { selectIssues, type IssueRecord } from '../../issues/queries.js';
import type { ProjectRecord } from '../../projects/queries.js';
import { readableProject } from '../../projects/readable-lookup.js';
import type { Services } from '../../services.js';
import { latestDiffs } from '../present.js';
import type { MergeRequestRecord } from '../queries.js';
import { closedIssueReferences, type IssueReference, type ProjectIssueReference } from '../../issues/closing-references.js';

export type ExternalIssue = components['schemas']['ExternalIssue'];
export type ClosedIssue = IssueRecord | ExternalIssue;

export const isExternalIssue = (issue: ClosedIssue): issue is ExternalIssue => typeof issue.id === 'string';

/** As the real service's ExternalIssue: the identifier without `#`, and a title made from it. */
const externalIssue = (id: string): ExternalIssue => ({ id, title: `External Issue ${id}` });

/** The messages of the commits the latest diff version brings (`base..head` in the target repository). */
async function commitMessages(services: Services, record: MergeRequestRecord): Promise<string[]> {
  const diff = (await latestDiffs(services.db, [record.id])).get(record.id);
  if (!diff) return [];
  const log = await gitText(repositoryPath(services.config.dataDir, record.project_id), ['log', '-z', '--format=%B', `${diff.base_commit_sha}..${diff.head_commit_sha}`]);
  return log.split('\0');
}

/** The readable project a reference names (its path relative to the request's namespace when `relative`). */
async function referencedProject(db: Database, actor: Actor, project: ProjectRecord, reference: ProjectIssueReference): Promise<ProjectRecord | undefined> {
  if (reference.projectPath === null) return project;
  const path = reference.relative ? `${project.namespace_full_path}/${reference.projectPath}` : reference.projectPath;
  return readableProject(db, actor.user, path);
}

async function visibleIssue(db: Database, actor: Actor, project: ProjectRecord, iid: number): Promise<IssueRecord | undefined> {
  if (!project.issues_enabled) return undefined;
  const level = await levelIn(db, actor.user, project.id);
  return selectIssues(db).where('issues.project_id', '=', project.id).where('issues.iid', '=', iid)
    .where(visibleIssues(actor.user, level)).executeTakeFirst();
}

/** The identifier in the project's custom tracker of a reference to one of its issues (`#123`, `PROJ-123`). */
function trackerIssueId(reference: IssueReference): string | undefined {
  if (reference.kind === 'external') return reference.id;
  return reference.projectPath === null ? String(reference.iid) : undefined;
}

/** The issues, in the order first referenced, each once. */
export async function closesIssues(services: Services, actor: Actor, project: ProjectRecord, record: MergeRequestRecord): Promise<ClosedIssue[]> {
  if (record.target_branch !== project.default_branch) return [];
  const texts = [record.title, record.description ?? '', ...(await commitMessages(services, record))];
  const references = closedIssueReferences(texts.join('\n'), services.config.externalUrl);
  const external = await usesCustomIssueTracker(services.db, project.id);
  const issues = new Map<string, ClosedIssue>();
  for (const reference of references) {
    const id = external ? trackerIssueId(reference) : undefined;
    if (id !== undefined) {
      if (!issues.has(`external ${id}`)) issues.set(`external ${id}`, externalIssue(id));
    } else if (reference.kind === 'project') {
      const target = await referencedProject(services.db, actor, project, reference);
      const issue = target && await visibleIssue(services.db, actor, target, reference.iid);
      if (issue && !issues.has(`issue ${issue.id}`)) issues.set(`issue ${issue.id}`, issue);
    }
  }
  return [...issues.values()];
}
