import { Migrator, type Kysely, type Migration } from 'kysely';
import * as foundation from './migrations/001_foundation.js';
import * as applicationSettings from './migrations/002_application_settings.js';

// Listed here rather than read from disk, so migrations run the same from sources, bundles and tests.
const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_application_settings': applicationSettings,
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
