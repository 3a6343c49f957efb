import type { components } from '../../generated/api.js';
import type { ProjectHookRow } from './tables.js';

/** The hook as the API shows it: every field but the token. */
export function presentHook(row: ProjectHookRow): components['schemas']['ProjectHook'] {
  return {
    id: row.id,
    url: row.url,
    project_id: row.project_id,
    push_events: row.push_events === 1,
    issues_events: row.issues_events === 1,
    merge_requests_events: row.merge_requests_events === 1,
    tag_push_events: row.tag_push_events === 1,
    note_events: row.note_events === 1,
    job_events: row.job_events === 1,
    pipeline_events: row.pipeline_events === 1,
    wiki_page_events: row.wiki_page_events === 1,
    confidential_issues_events: row.confidential_issues_events === 1,
    confidential_note_events: row.confidential_note_events === 1,
    releases_events: row.releases_events === 1,
    push_events_branch_filter: row.push_events_branch_filter,
    enable_ssl_verification: row.enable_ssl_verification === 1,
    created_at: row.created_at,
  };
}
