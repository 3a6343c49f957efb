import type { components } from '../../generated/api.js';
import { today } from '../database/schema.js';
import type { MilestoneRecord } from './queries.js';

type Milestone = components['schemas']['Milestone'];

/** The spec's Milestone; `expired` once the due date (a UTC day) has passed. */
export function presentMilestone(milestone: MilestoneRecord, externalUrl: string): Milestone {
  return {
    id: milestone.id,
    iid: milestone.iid,
    project_id: milestone.project_id,
    title: milestone.title,
    description: milestone.description,
    state: milestone.state,
    created_at: milestone.created_at,
    updated_at: milestone.updated_at,
    due_date: milestone.due_date,
    start_date: milestone.start_date,
    expired: milestone.due_date !== null && milestone.due_date < today(),
    web_url: `${externalUrl}/${milestone.namespace_full_path}/${milestone.project_path}/-/milestones/${milestone.iid}`,
  };
}
