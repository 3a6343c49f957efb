// What a merge request or issue delivery reports is taken from the rows inside the transaction of the change, so a
// delivery made later (after retries, or a restart) still reports the state the change produced.
import type { Selectable } from 'kysely';
import type { components } from '../../generated/api.js';
import type { Database } from '../database/schema.js';
import type { IssuesTable } from '../issues/tables.js';
import type { LabelsTable } from '../labels/tables.js';
import type { MergeRequestRow } from '../merge-requests/tables.js';
import type { HookChanges, IssueAction, MergeRequestAction } from './trigger.js';

type LabelRow = Selectable<LabelsTable>;

/** What the merge request feature decides of a request (hooks know its rows, not its rules), as of the change. */
export interface MergeRequestFacts {
  draft: boolean;
  detailedMergeStatus: components['schemas']['DetailedMergeStatus'];
  firstContribution: boolean;
}
export type MergeRequestFactsOf = (db: Database, mergeRequest: MergeRequestRow) => Promise<MergeRequestFacts>;

export interface MergeRequestSnapshot {
  kind: 'merge_request';
  userId: number | null;
  action: MergeRequestAction;
  changes: HookChanges;
  mergeRequest: MergeRequestRow;
  labels: LabelRow[];
  facts: MergeRequestFacts;
}

export interface IssueSnapshot {
  kind: 'issue';
  userId: number | null;
  action: IssueAction;
  changes: HookChanges;
  issue: Selectable<IssuesTable>;
  labels: LabelRow[];
}

/** A ref change: the commits are read from the repository when the delivery is first attempted. */
export interface PushSnapshot {
  kind: 'push' | 'tag_push';
  projectId: number;
  userId: number | null;
  ref: string;
  before: string;
  after: string;
}

export type EventSnapshot = MergeRequestSnapshot | IssueSnapshot | PushSnapshot;

async function labelRows(db: Database, projectId: number, namesJson: string): Promise<LabelRow[]> {
  const names = JSON.parse(namesJson) as string[];
  if (names.length === 0) return [];
  const rows = await db.selectFrom('labels').selectAll().where('project_id', '=', projectId).where('name', 'in', names).execute();
  return names.flatMap((name) => rows.filter((row) => row.name === name));
}

export async function snapshotMergeRequest(
  db: Database,
  trigger: { userId: number | null; mergeRequestId: number; action: MergeRequestSnapshot['action']; changes: HookChanges; facts: MergeRequestFactsOf },
): Promise<MergeRequestSnapshot> {
  const mergeRequest = await db.selectFrom('merge_requests').selectAll().where('id', '=', trigger.mergeRequestId).executeTakeFirstOrThrow();
  const labels = await labelRows(db, mergeRequest.project_id, mergeRequest.labels);
  const facts = await trigger.facts(db, mergeRequest);
  return { kind: 'merge_request', userId: trigger.userId, action: trigger.action, changes: trigger.changes, mergeRequest, labels, facts };
}

export async function snapshotIssue(
  db: Database,
  trigger: { userId: number | null; issueId: number; action: IssueSnapshot['action']; changes: HookChanges },
): Promise<IssueSnapshot | undefined> {
  const issue = await db.selectFrom('issues').selectAll().where('id', '=', trigger.issueId).executeTakeFirstOrThrow();
  // Project hooks have no switch for confidential issues, so they never receive them.
  if (issue.confidential === 1) return undefined;
  const labels = await labelRows(db, issue.project_id, issue.labels);
  return { kind: 'issue', userId: trigger.userId, action: trigger.action, changes: trigger.changes, issue, labels };
}
