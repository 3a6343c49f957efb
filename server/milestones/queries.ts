import type { Database } from '../database/schema.js';

/** Milestones with the path of their project, which their `web_url` needs. */
export function selectMilestones(db: Database) {
  return db
    .selectFrom('milestones')
    .innerJoin('projects', 'projects.id', 'milestones.project_id')
    .innerJoin('namespaces', 'namespaces.id', 'projects.namespace_id')
    .selectAll('milestones')
    .select(['namespaces.full_path as namespace_full_path', 'projects.path as project_path']);
}

export type MilestoneRecord = Awaited<ReturnType<ReturnType<typeof selectMilestones>['executeTakeFirstOrThrow']>>;
