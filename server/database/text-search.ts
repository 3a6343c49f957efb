// Case-insensitive search in text columns, as the real service's `search` parameters match: `%` and `_` in the text
// are literal characters. The pattern reaches LIKE as an expression rather than as a bare parameter: SQLite's planner
// reads a bare bound pattern (for an optimization that `lower(…)` rules out anyway), so each new binding expired the
// statement and SQLite prepared a searched list's statements again on every request.
import { sql, type RawBuilder } from 'kysely';

/** SQL: a LIKE pattern (escaped with `!`) matching `text` anywhere, bound as a parameter. */
export const patternContaining = (text: string): RawBuilder<string> => sql<string>`cast(${`%${text.replace(/[!%_]/g, '!$&')}%`} as text)`;

/** SQL: one of `columns` contains `text`, case-insensitively. */
export function containsText(columns: string[], text: string): RawBuilder<boolean> {
  const pattern = patternContaining(text.toLowerCase());
  const matches = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '!'`);
  return sql<boolean>`(${sql.join(matches, sql` or `)})`;
}
