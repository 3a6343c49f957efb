import type { Kysely } from 'kysely';

/**
 * A project's avatar (the stored file's name) and the URLs of pending repository imports. The URL an import was
 * asked with may carry credentials, so it is kept apart from the project (whose `import_url` has none) and only
 * until the import has finished or failed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('avatar', 'text').execute();
  await db.schema.createTable('project_import_sources')
    .addColumn('project_id', 'integer', (column) => column.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('url', 'text', (column) => column.notNull())
    .execute();
}
