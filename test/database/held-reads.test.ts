// Reads held to go with the next statement (database/prepared-query.ts, `HeldReads` in database/postgres-statements.ts):
// on PostgreSQL, the next lock-free read sent outside a transaction carries them in the same write, so both run in
// one implicit transaction and see the same `now()`; a read sent by itself sees a `now()` of its own. A statement is
// carried once it was parsed on the connection, so each case reads once before.
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { preparedHeldRead, preparedQuery } from '../../server/database/prepared-query.js';
import type { Database } from '../../server/database/schema.js';
import { testDatabaseKind } from '../support/database.js';
import { describeApi } from '../support/context.js';

const startOfTransaction = (db: Database) => db.selectNoFrom(sql<string>`now()::text`.as('at'));
const readNow = preparedQuery(startOfTransaction);
const heldNow = preparedHeldRead(startOfTransaction);
const lockedNow = preparedQuery((db: Database) => db.selectFrom('users').select(sql<string>`now()::text`.as('at')).where('id', '=', 1).forUpdate());

describeApi('reads held to go with the next statement', (api) => {
  test.runIf(testDatabaseKind === 'sqlite')('SQLite, whose reads cost no round trip, holds none', () => {
    expect(heldNow(api.db)).toBeUndefined();
  });

  test.runIf(testDatabaseKind === 'postgres')('the next read carries a held read, which answers its rows as the same read run alone', async () => {
    for (let round = 0; round < 3; round += 1) {
      await readNow(api.db);
      const held = heldNow(api.db)!;
      const [carrier] = await readNow(api.db);
      const [read] = await held.rows;
      expect(Object.keys(read!)).toEqual(['at']);
      expect(read!.at, `round ${round}`).toBe(carrier!.at);
    }
  });

  test.runIf(testDatabaseKind === 'postgres')('a held read no read carries is sent alone when its rows are asked for; a locking read carries none', async () => {
    await readNow(api.db);
    const alone = heldNow(api.db)!;
    alone.sendNow();
    const [read] = await alone.rows;
    const [after] = await readNow(api.db);
    expect(read!.at).not.toBe(after!.at);

    await readNow(api.db);
    await lockedNow(api.db);
    const held = heldNow(api.db)!;
    const [locked] = await lockedNow(api.db);
    held.sendNow();
    expect((await held.rows)[0]!.at).not.toBe(locked!.at);
  });
});
