// Rows as the server reads them: both databases' drivers read rows as arrays and turn them into objects with one
// literal per statement (database/prepared-statements.ts), made on the first run and reused after.
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';

describeApi('rows read', (api) => {
  test('a row holds each value as its type reads, nulls, and the later of two columns of the same name', async () => {
    const read = (number: number, text: string) => sql<Record<string, unknown>>`
      select cast(${number} as integer) as number, cast(${text} as text) as text, cast(null as integer) as absent,
        1 as twice, 2 as twice
      from (select 1 as one union all select 2) as pair order by pair.one`.execute(api.db);
    for (const [number, text] of [[7, 'seven'], [8, 'eight']] as const) {
      const { rows } = await read(number, text);
      expect(rows).toEqual([1, 2].map(() => ({ number, text, absent: null, twice: 2 })));
    }
  });
});
