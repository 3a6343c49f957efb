import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { isSqlite } from './dialect.js';
import * as foundation from './migrations/001_foundation.js';
import * as applicationSettings from './migrations/002_application_settings.js';
import * as groupsAndMembers from './migrations/003_groups_and_members.js';
import * as projectActions from './migrations/004_project_actions.js';
import * as jobsAndForks from './migrations/005_jobs_and_forks.js';
import * as refEvents from './migrations/006_ref_events.js';
import * as iidCounters from './migrations/007_iid_counters.js';
import * as commitStatuses from './migrations/008_commit_statuses.js';
import * as imports from './migrations/009_imports.js';
import * as issuesLabelsMilestones from './migrations/010_issues_labels_milestones.js';
import * as mergeRequests from './migrations/011_merge_requests.js';
import * as mergeRequestAutoMerges from './migrations/012_merge_request_auto_merges.js';
import * as hooks from './migrations/013_hooks.js';
import * as projectIntegrations from './migrations/014_project_integrations.js';
import * as pushCounts from './migrations/015_push_counts.js';
import * as listOrderIndexes from './migrations/016_list_order_indexes.js';
import * as fieldsClientsRead from './migrations/017_fields_clients_read.js';
import * as hookEvents from './migrations/018_hook_events.js';
import * as openIssueCounts from './migrations/019_open_issue_counts.js';
import * as projectListNamespaceIndexes from './migrations/020_project_list_namespace_indexes.js';
import * as labelPriority from './migrations/021_label_priority.js';
import * as userProfile from './migrations/022_user_profile.js';
import * as mergeRequestCollaboration from './migrations/023_merge_request_collaboration.js';
import * as updatedBy from './migrations/024_updated_by.js';
import * as userTypes from './migrations/025_user_types.js';
import * as mergeRequestPlans from './migrations/026_merge_request_plans.js';
import * as projectIssueCounts from './migrations/027_project_issue_counts.js';
import * as mergeRequestLatestDiffs from './migrations/028_merge_request_latest_diffs.js';
import * as mergeRequestLatestDiffColumn from './migrations/029_merge_request_latest_diff_column.js';
import * as mergeRequestVotes from './migrations/030_merge_request_votes.js';
import * as issueListOrderIndexes from './migrations/031_issue_list_order_indexes.js';
import * as mergeRequestsNamingIssues from './migrations/032_merge_requests_naming_issues.js';

// Listed here rather than read from disk, so migrations run the same from sources, bundles and tests.
const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_application_settings': applicationSettings,
  '003_groups_and_members': groupsAndMembers,
  '004_project_actions': projectActions,
  '005_jobs_and_forks': jobsAndForks,
  '006_ref_events': refEvents,
  '007_iid_counters': iidCounters,
  '008_commit_statuses': commitStatuses,
  '009_imports': imports,
  '010_issues_labels_milestones': issuesLabelsMilestones,
  '011_merge_requests': mergeRequests,
  '012_merge_request_auto_merges': mergeRequestAutoMerges,
  '013_hooks': hooks,
  '014_project_integrations': projectIntegrations,
  '015_push_counts': pushCounts,
  '016_list_order_indexes': listOrderIndexes,
  // Ids stay as first applied: databases record them.
  '017_clients2_fields': fieldsClientsRead,
  '018_hook_events': hookEvents,
  '019_open_issue_counts': openIssueCounts,
  '020_project_list_namespace_indexes': projectListNamespaceIndexes,
  '021_label_priority': labelPriority,
  '022_user_profile': userProfile,
  '023_merge_request_collaboration': mergeRequestCollaboration,
  '024_updated_by': updatedBy,
  '025_user_types': userTypes,
  '026_merge_request_plans': mergeRequestPlans,
  '027_project_issue_counts': projectIssueCounts,
  '028_merge_request_latest_diffs': mergeRequestLatestDiffs,
  '029_merge_request_latest_diff_column': mergeRequestLatestDiffColumn,
  '030_merge_request_votes': mergeRequestVotes,
  '031_issue_list_order_indexes': issueListOrderIndexes,
  '032_merge_requests_naming_issues': mergeRequestsNamingIssues,
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // On PostgreSQL the migrator's bookkeeping tables must be looked for in the schema in use only: Kysely
  // otherwise accepts a same-named table in any schema of the database.
  const schema = isSqlite(db) ? undefined : (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
