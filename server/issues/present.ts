import type { components } from '../../generated/api.js';
import { votesOf } from '../award-emoji/votes.js';
import type { Database, UserRow } from '../database/schema.js';
import { presentMilestone } from '../milestones/present.js';
import { selectMilestones, type MilestoneRecord } from '../milestones/queries.js';
import { presentUserBasic } from '../users/present.js';
import { usersByIds } from '../users/queries.js';
import { taskCompletionStatus } from './task-list.js';
import { closingCountOf, closingMergeRequestCounts, type ClosingReadAhead } from './closing-merge-requests.js';
import type { IssueRecord } from './queries.js';

type Issue = components['schemas']['Issue'];

const distinct = (values: (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];

/**
 * What the caller of `presentIssues` already holds, so that it is not read again: users it read (the caller, say),
 * whether the issues were inserted by this request (no one has voted on them yet), and the read of the requests
 * that may close them, when it started it (`closingReadAhead`).
 */
export interface KnownToPresent {
  users?: UserRow[];
  inserted?: boolean;
  closingRead?: ClosingReadAhead;
}

/** The spec's Issue for each row, with the users, milestones and votes they refer to read in a few queries. */
export async function presentIssues(db: Database, externalUrl: string, issues: IssueRecord[], known: KnownToPresent = {}): Promise<Issue[]> {
  const milestoneIds = distinct(issues.map((issue) => issue.milestone_id));
  const knownUsers = new Map((known.users ?? []).map((user) => [user.id, user]));
  const missingUsers = distinct(issues.flatMap((issue) => [issue.author_id, issue.assignee_id, issue.closed_by_id])).filter((id) => !knownUsers.has(id));
  const [users, milestones, votes, closingCounts] = await Promise.all([
    usersByIds(db, missingUsers),
    milestoneIds.length > 0
      ? selectMilestones(db).where('milestones.id', 'in', milestoneIds).execute()
      : Promise.resolve([] as MilestoneRecord[]),
    votesOf(db, 'Issue', known.inserted ? [] : issues.map((issue) => issue.id)),
    closingMergeRequestCounts(db, externalUrl, issues, known.closingRead),
  ]);
  const userById = new Map([...knownUsers.values(), ...users.values()].map((user) => [user.id, presentUserBasic(user, externalUrl)]));
  const milestoneById = new Map(milestones.map((milestone) => [milestone.id, presentMilestone(milestone, externalUrl)]));
  return issues.map((issue) => {
    const projectPath = `${issue.namespace_full_path}/${issue.project_path}`;
    const api = `${externalUrl}/api/v4/projects/${issue.project_id}/issues/${issue.iid}`;
    const assignee = issue.assignee_id === null ? null : userById.get(issue.assignee_id) ?? null;
    const vote = votes.get(issue.id);
    return {
      id: issue.id,
      iid: issue.iid,
      project_id: issue.project_id,
      title: issue.title,
      description: issue.description,
      state: issue.state,
      created_at: issue.created_at,
      updated_at: issue.updated_at,
      closed_at: issue.closed_at,
      closed_by: issue.closed_by_id === null ? null : userById.get(issue.closed_by_id) ?? null,
      labels: (JSON.parse(issue.labels) as string[]).sort(),
      milestone: issue.milestone_id === null ? null : milestoneById.get(issue.milestone_id) ?? null,
      assignees: assignee ? [assignee] : [],
      author: userById.get(issue.author_id)!,
      type: 'ISSUE',
      assignee,
      user_notes_count: 0,
      upvotes: vote?.up ?? 0,
      downvotes: vote?.down ?? 0,
      due_date: issue.due_date,
      confidential: issue.confidential === 1,
      discussion_locked: null,
      web_url: `${externalUrl}/${projectPath}/-/issues/${issue.iid}`,
      time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
      _links: {
        self: api,
        notes: `${api}/notes`,
        award_emoji: `${api}/award_emoji`,
        project: `${externalUrl}/api/v4/projects/${issue.project_id}`,
      },
      references: { short: `#${issue.iid}`, relative: `#${issue.iid}`, full: `${projectPath}#${issue.iid}` },
      merge_requests_count: closingCountOf(closingCounts, issue),
      task_completion_status: taskCompletionStatus(issue.description),
    };
  });
}

export async function presentIssue(db: Database, externalUrl: string, issue: IssueRecord, known: KnownToPresent = {}): Promise<Issue> {
  const [presented] = await presentIssues(db, externalUrl, [issue], known);
  return presented!;
}
