import { SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export const isSqlite = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/** Adds an auto-incrementing integer primary key `id`, spelled the way each dialect wants it. */
export function idColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (column) => column.primaryKey());
}
