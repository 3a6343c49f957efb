import { sql } from 'kysely';

/** SQL: one of `columns` contains `text`, case-insensitively; `%` and `_` in the text are literal characters. */
export function containsText(columns: string[], text: string) {
  const pattern = `%${text.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
  const matches = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '!'`);
  return sql<boolean>`(${sql.join(matches, sql` or `)})`;
}
