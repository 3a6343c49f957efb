import { clock } from '../database/clock.js';
import type { components } from '../../generated/api.js';
import type { Database } from '../database/schema.js';
import { validationFailed } from '../http/api-error.js';
import { schemaDefaults, schemaProperties } from '../http/spec-document.js';
import { ruleViolations } from './rules.js';

export type ApplicationSettings = components['schemas']['ApplicationSettings'];
export type SettingsChange = components['schemas']['ApplicationSettingsUpdateRequest'];

/** The defaults are the spec's: each setting's `default` in the ApplicationSettings schema. */
const defaults = schemaDefaults('ApplicationSettings');

/** Decimal settings: stored as numbers, given as numbers or strings, sent as strings as the real service sends them. */
const decimals = ['polling_interval_multiplier', 'jobqueue_throttling_factor'] as const;

/** `1` → `"1.0"`, `0.25` → `"0.25"`: a decimal as the real service writes it. */
const decimalText = (value: number): string => (Number.isInteger(value) ? value.toFixed(1) : String(value));

function assemble(rows: { name: string; value: string }[]): ApplicationSettings {
  const stored = Object.fromEntries(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
  const settings: Record<string, unknown> = { id: 1, ...defaults, ...stored };
  for (const name of decimals) {
    const value = settings[name];
    if (value !== null && value !== undefined) settings[name] = decimalText(Number(value));
  }
  return settings as ApplicationSettings;
}

export async function readSettings(db: Database): Promise<ApplicationSettings> {
  return assemble(await db.selectFrom('application_settings').select(['name', 'value']).execute());
}

const settable = new Set(Object.keys(schemaProperties('ApplicationSettingsUpdateRequest')));

/** `nil` is the wire spelling of "both protocols" for `enabled_git_access_protocol`. */
function normalize(change: SettingsChange): Record<string, unknown> {
  // Unknown and read-only names (`id`, `created_at`) are ignored, as the real service ignores unknown parameters.
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(change).filter(([name]) => settable.has(name)));
  if (values.enabled_git_access_protocol === 'nil') values.enabled_git_access_protocol = null;
  for (const name of decimals) if (typeof values[name] === 'string') values[name] = Number(values[name]);
  return values;
}

/**
 * Writes only the settings given, then checks the rules against the result inside the same transaction: the
 * write takes the lock first (a row lock on PostgreSQL, the write lock on SQLite), so a concurrent change waits
 * and sees this one; when a rule fails the transaction rolls back and nothing is stored.
 */
export async function updateSettings(db: Database, change: SettingsChange): Promise<ApplicationSettings> {
  const values = { ...normalize(change), updated_at: clock.now().toISOString() };
  return db.transaction().execute(async (trx) => {
    for (const [name, value] of Object.entries(values)) {
      await trx
        .insertInto('application_settings')
        .values({ name, value: JSON.stringify(value) })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: JSON.stringify(value) }))
        .execute();
    }
    const settings = assemble(await trx.selectFrom('application_settings').select(['name', 'value']).execute());
    const violations = ruleViolations(settings);
    if (Object.keys(violations).length > 0) throw validationFailed(violations);
    return settings;
  });
}
