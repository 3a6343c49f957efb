import type { components } from '../../generated/api.js';
import type { ProjectIntegrationRow } from './tables.js';

type Schemas = components['schemas'];

export function presentCustomIssueTracker(row: ProjectIntegrationRow): Schemas['CustomIssueTrackerIntegration'] {
  return {
    id: row.id,
    title: 'Custom Issue Tracker',
    slug: row.slug,
    created_at: row.created_at,
    updated_at: row.updated_at,
    active: row.active === 1,
    properties: JSON.parse(row.properties) as Schemas['CustomIssueTrackerProperties'],
  };
}
