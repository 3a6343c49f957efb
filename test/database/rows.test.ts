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

// Rows of more than 15 columns are read as one JSON text each (database/json-rows.ts): the values, their order and
// a later column of the same name must come out as the narrow read gives them.
describeApi('wide rows read', (api) => {
  const tricky = 'a "quoted" \\ back\nslash, ünïcode, emoji 🚀, and a tab\t';

  test('every value as its type reads, in the statement\'s order, the later of two columns of the same name winning', async () => {
    for (const username of ['wide-one', 'wide-two', 'wide-three']) await api.createUser(username);
    const read = () => sql<Record<string, unknown>>`
      select "users".*, cast(${tricky} as text) as tricky, cast(${'["a","b"]'} as text) as json_text, cast(1.5 as real) as half,
        cast(null as integer) as absent, (select count(*) from "users") as total, "users"."id" * 10 as "id"
      from "users" order by "users"."id" desc`.execute(api.db);
    const narrow = await sql<{ id: number; username: string; name: string; state: string }>`
      select "id", "username", "name", "state" from "users" order by "id" desc`.execute(api.db);
    // PostgreSQL learns the columns on the first run, and reads them as JSON from the second on.
    for (const wide of [await read(), await read()]) {
      expect(wide.rows.length).toBeGreaterThan(3);
      expect(wide.rows.map((row) => ({ id: row.id, username: row.username, name: row.name, state: row.state })))
        .toEqual(narrow.rows.map((row) => ({ ...row, id: row.id * 10 })));
      for (const row of wide.rows) {
        expect(row).toMatchObject({ tricky, json_text: '["a","b"]', half: 1.5, absent: null });
        expect(Number(row.total)).toBe(narrow.rows.length);
      }
    }
  });

  test('a statement whose order names a selected alias keeps its order', async () => {
    for (const username of ['ranked-one', 'ranked-two']) await api.createUser(username);
    const columns = Array.from({ length: 16 }, (_, index) => sql.raw(`"users"."id" + ${index} as "c${index}"`));
    const { rows } = await sql<Record<string, number>>`
      select ${sql.join(columns)}, 0 - "users"."id" as "rank" from "users" order by "rank"`.execute(api.db);
    const ids = rows.map((row) => row.c0);
    expect(ids).toEqual([...ids].sort((a, b) => b! - a!));
    expect(rows[0]).toMatchObject({ c15: ids[0]! + 15 });
  });

  test('a row read again is an object of its own, with the values the row holds now', async () => {
    await api.createUser('wide-again');
    const read = async () => (await sql<Record<string, unknown>>`
      select "users".*, cast(null as integer) as absent from "users" where "username" = ${'wide-again'}`.execute(api.db)).rows[0]!;
    // PostgreSQL learns the columns on the first run, and reads them as JSON from the second on.
    const [first, second, third] = [await read(), await read(), await read()];
    expect(third).toEqual(second);
    second.name = 'Changed by its reader';
    expect((await read()).name).toBe(third.name);
    await sql`update "users" set "name" = ${'Renamed'} where "username" = ${'wide-again'}`.execute(api.db);
    expect(await read()).toMatchObject({ id: first.id, username: 'wide-again', name: 'Renamed' });
  });
});
