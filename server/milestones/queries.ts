import { builtOncePerDatabase } from '../database/built-once.js';
import type { Database } from '../database/schema.js';
import { selectWithProjectPath } from '../projects/project-path.js';

/** Milestones with the path of their project, which their `web_url` needs. */
export const selectMilestones = builtOncePerDatabase((db: Database) => selectWithProjectPath(db, 'milestones'));

export type MilestoneRecord = Awaited<ReturnType<ReturnType<typeof selectMilestones>['executeTakeFirstOrThrow']>>;
