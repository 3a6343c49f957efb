import type { Kysely } from 'kysely';

/**
 * The profile fields clients read (location, organization, …), the administrators' note and display choices, and
 * what web sign-ins and API activity record (count, times and addresses, the last day of activity).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['location', 'skype', 'linkedin', 'twitter', 'website_url', 'organization', 'job_title']) {
    await db.schema.alterTable('users').addColumn(column, 'text', (definition) => definition.notNull().defaultTo('')).execute();
  }
  await db.schema.alterTable('users').addColumn('note', 'text').execute();
  await db.schema.alterTable('users').addColumn('private_profile', 'integer', (definition) => definition.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('theme_id', 'integer', (definition) => definition.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('users').addColumn('color_scheme_id', 'integer', (definition) => definition.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('users').addColumn('sign_in_count', 'integer', (definition) => definition.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('current_sign_in_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('current_sign_in_ip', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_ip', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_activity_on', 'text').execute();
}
