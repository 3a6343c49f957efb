// Writes whose result no one reads (database/prepared-query.ts): in a PostgreSQL transaction they are held and sent
// with the transaction's next statement (database/postgres-statements.ts). Whatever comes after them must still see
// them, their failure must still fail the transaction with their own error, and a rollback must drop them. A
// statement is held from its second run on a connection (the first parses it), so each case runs a few times.
// A transaction's last statement is sent with its commit: it must still answer its rows, and its failure, or that
// of a write held before it, must still fail the transaction and keep nothing. A read after the commit is sent with
// it too: it must see what the transaction wrote, and a held write's failure must still fail the transaction.
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { preparedAfterCommit, preparedLastStatement, writeWithNextStatement } from '../../server/database/prepared-query.js';
import type { Database } from '../../server/database/schema.js';
import { testDatabaseKind } from '../support/database.js';
import { describeApi } from '../support/context.js';

const rounds = 4;

describeApi('writes sent with the next statement', (api) => {
  const notes = () => api.db as unknown as Kysely<{ notes: { id: number; note: string } }>;
  const write = (db: Database, note: string) => writeWithNextStatement(db, (db as unknown as ReturnType<typeof notes>).insertInto('notes').values({ id: sql<number>`(select coalesce(max(id), 0) + 1 from notes)`, note }));
  const kept = async () => (await notes().selectFrom('notes').select('note').orderBy('id').execute()).map((row) => row.note);

  beforeEach(async () => {
    await sql`create table notes (id integer primary key, note text not null unique)`.execute(api.db);
  });
  // A table the server does not know outlives the test's database on PostgreSQL, which is reset, not made anew.
  afterEach(async () => {
    await sql`drop table notes`.execute(api.db);
  });

  test('the statements after a held write see it, and its commit keeps it', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const seen = await api.db.transaction().execute(async (trx) => {
        await write(trx, `first ${round}`);
        await write(trx, `second ${round}`);
        return (await (trx as unknown as ReturnType<typeof notes>).selectFrom('notes').select('note').where('note', 'like', `% ${round}`).orderBy('id').execute()).map((row) => row.note);
      });
      expect(seen).toEqual([`first ${round}`, `second ${round}`]);
    }
    // Held as the transaction's last statements: sent with its commit.
    for (let round = 0; round < rounds; round += 1) {
      await api.db.transaction().execute(async (trx) => { await write(trx, `last ${round}`); });
    }
    expect(await kept()).toEqual([
      ...Array.from({ length: rounds }, (_, round) => [`first ${round}`, `second ${round}`]).flat(),
      ...Array.from({ length: rounds }, (_, round) => `last ${round}`),
    ]);
  });

  test('a held write that fails fails its transaction with its own error, at the commit or at the next statement', async () => {
    await write(api.db, 'taken');
    for (let round = 0; round < rounds; round += 1) {
      const atCommit = api.db.transaction().execute(async (trx) => {
        await write(trx, `fresh ${round}`);
        await write(trx, 'taken');
      });
      await expect(atCommit).rejects.toThrow(/unique/i);
      const atNext = api.db.transaction().execute(async (trx) => {
        await write(trx, `fresh ${round}`);
        await write(trx, 'taken');
        await trx.selectFrom('users').select('id').execute();
      });
      await expect(atNext).rejects.toThrow(/unique/i);
    }
    // Nothing of the failed transactions is kept, and the connections serve the next ones.
    expect(await kept()).toEqual(['taken']);
    await api.db.transaction().execute(async (trx) => { await write(trx, 'after'); });
    expect(await kept()).toEqual(['taken', 'after']);
  });

  test('a rollback drops the held writes', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const abandoned = api.db.transaction().execute(async (trx) => {
        await write(trx, `dropped ${round}`);
        throw new Error('changed my mind');
      });
      await expect(abandoned).rejects.toThrow('changed my mind');
    }
    expect(await kept()).toEqual([]);
  });

  const last = preparedLastStatement((db: Database, note: string) => (db as unknown as ReturnType<typeof notes>)
    .insertInto('notes').values({ id: sql<number>`(select coalesce(max(id), 0) + 1 from notes)`, note }).returning('note'));

  test('a last statement answers its rows and is kept, with the writes held before it', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const answered = await api.db.transaction().execute(async (trx) => {
        await write(trx, `held ${round}`);
        return last(trx, `last ${round}`);
      });
      expect(answered).toEqual([{ note: `last ${round}` }]);
    }
    expect(await kept()).toEqual(Array.from({ length: rounds }, (_, round) => [`held ${round}`, `last ${round}`]).flat());
  });

  test('a last statement that fails, or a write held before it, fails its transaction with its own error and keeps nothing', async () => {
    await write(api.db, 'taken');
    for (let round = 0; round < rounds; round += 1) {
      const itself = api.db.transaction().execute(async (trx) => {
        await write(trx, `fresh ${round}`);
        await last(trx, 'taken');
      });
      await expect(itself).rejects.toThrow(/unique/i);
      const heldBefore = api.db.transaction().execute(async (trx) => {
        await write(trx, 'taken');
        await last(trx, `fresh ${round}`);
      });
      await expect(heldBefore).rejects.toThrow(/unique/i);
    }
    expect(await kept()).toEqual(['taken']);
    await api.db.transaction().execute(async (trx) => { await last(trx, 'after'); });
    expect(await kept()).toEqual(['taken', 'after']);
  });

  // SQLite commits when the transaction's code returns, so nothing is refused there.
  test.skipIf(testDatabaseKind !== 'postgres')('on PostgreSQL nothing runs in a transaction after its last statement, which stays committed', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const after = api.db.transaction().execute(async (trx) => {
        await last(trx, `committed ${round}`);
        await trx.selectFrom('users').select('id').execute();
      });
      await expect(after).rejects.toThrow('a statement was run after the one its transaction was committed with');
    }
    expect(await kept()).toEqual(Array.from({ length: rounds }, (_, round) => `committed ${round}`));
  });

  const afterCommit = preparedAfterCommit((db: Database, pattern: string) => (db as unknown as ReturnType<typeof notes>)
    .selectFrom('notes').select('note').where('note', 'like', pattern).orderBy('id'));

  test('a read after its commit answers what the transaction wrote, which is kept', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const answered = await api.db.transaction().execute(async (trx) => {
        await write(trx, `first ${round}`);
        await write(trx, `second ${round}`);
        return afterCommit(trx, `% ${round}`);
      });
      expect(answered).toEqual([{ note: `first ${round}` }, { note: `second ${round}` }]);
    }
    expect(await kept()).toEqual(Array.from({ length: rounds }, (_, round) => [`first ${round}`, `second ${round}`]).flat());
  });

  test('a write held before a read after its commit that fails, fails its transaction with its own error and keeps nothing', async () => {
    await write(api.db, 'taken');
    for (let round = 0; round < rounds; round += 1) {
      const heldBefore = api.db.transaction().execute(async (trx) => {
        await write(trx, `fresh ${round}`);
        await write(trx, 'taken');
        return afterCommit(trx, '%');
      });
      await expect(heldBefore).rejects.toThrow(/unique/i);
    }
    expect(await kept()).toEqual(['taken']);
    expect(await api.db.transaction().execute(async (trx) => {
      await write(trx, 'after');
      return afterCommit(trx, '%');
    })).toEqual([{ note: 'taken' }, { note: 'after' }]);
  });

  test.skipIf(testDatabaseKind !== 'postgres')('on PostgreSQL nothing runs in a transaction after a read after its commit, which stays committed', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const after = api.db.transaction().execute(async (trx) => {
        await write(trx, `committed ${round}`);
        await afterCommit(trx, '%');
        await trx.selectFrom('users').select('id').execute();
      });
      await expect(after).rejects.toThrow('a statement was run after the one its transaction was committed with');
    }
    expect(await kept()).toEqual(Array.from({ length: rounds }, (_, round) => `committed ${round}`));
  });

  test('outside a transaction a held write runs at once', async () => {
    for (let round = 0; round < rounds; round += 1) {
      await write(api.db, `at once ${round}`);
      expect((await kept()).at(-1)).toBe(`at once ${round}`);
    }
  });
});
