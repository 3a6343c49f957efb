import type { Kysely } from 'kysely';

/**
 * `open_issues_count` of every project representation counts a project's open issues, confidential ones apart: this
 * index answers that count from the index alone. Without it every issue row of the project was read on each project
 * read, which grew with the project's issues.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('issues_open_count').on('issues').columns(['project_id', 'state', 'confidential']).execute();
}
