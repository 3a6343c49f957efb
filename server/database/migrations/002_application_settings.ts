import type { Kysely } from 'kysely';

/**
 * Settings are stored one row per changed setting (JSON value); unchanged ones take the spec's default. A change
 * writes only the settings it names, so concurrent changes of different settings never undo each other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('application_settings')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
  const createdAt = JSON.stringify(new Date().toISOString());
  await db.insertInto('application_settings')
    .values([{ name: 'created_at', value: createdAt }, { name: 'updated_at', value: createdAt }])
    .execute();
}
