// Reading and writing direct memberships of a group or a project. Both tables have the same columns but the
// source's; only memberships in force count (an expired one is treated as absent and replaced on a new add).
import { accessLevel } from '../access/levels.js';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../database/schema.js';
import { expired, inForce } from '../access/expiry.js';
import { membersTable, type MemberSource } from './sources.js';

export type MemberRecord = UserRow & { access_level: number; expires_at: string | null };

/** The two membership tables differ only in the name of the source column; Kysely sees them through `any`. */
const loose = (db: Database) => db as unknown as Kysely<any>;

/** Members in force, in the order they were added, with their user. */
export function selectMembers(db: Database, source: MemberSource) {
  const { table, column } = membersTable(source);
  return loose(db)
    .selectFrom(`${table} as membership`)
    .innerJoin('users', 'users.id', 'membership.user_id')
    .selectAll('users')
    .select(['membership.access_level', 'membership.expires_at'])
    .where(`membership.${column}`, '=', source.id)
    .where(inForce('membership.expires_at'))
    .orderBy('membership.created_at')
    .orderBy('membership.user_id');
}

export async function findMember(db: Database, source: MemberSource, userId: number): Promise<MemberRecord | undefined> {
  return (await selectMembers(db, source).where('membership.user_id', '=', userId).executeTakeFirst()) as MemberRecord | undefined;
}

export async function insertMember(db: Database, source: MemberSource, member: { userId: number; accessLevel: number; expiresAt: string | null; createdAt: string }): Promise<void> {
  const { table, column } = membersTable(source);
  await loose(db).transaction().execute(async (trx) => {
    // An expired membership is gone for every purpose; the new one takes its place. One in force stays, and the
    // insert below then meets the primary key (the caller reports 409).
    await trx.deleteFrom(table).where(column, '=', source.id).where('user_id', '=', member.userId).where(expired('expires_at')).execute();
    await trx.insertInto(table).values({
      [column]: source.id,
      user_id: member.userId,
      access_level: member.accessLevel,
      created_at: member.createdAt,
      expires_at: member.expiresAt,
    }).execute();
  });
}

export async function updateMember(db: Database, source: MemberSource, userId: number, change: { accessLevel: number; expiresAt?: string | null }): Promise<void> {
  const { table, column } = membersTable(source);
  await loose(db)
    .updateTable(table)
    .set({ access_level: change.accessLevel, ...(change.expiresAt !== undefined ? { expires_at: change.expiresAt } : {}) })
    .where(column, '=', source.id)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteMember(db: Database, source: MemberSource, userId: number): Promise<void> {
  const { table, column } = membersTable(source);
  await loose(db).deleteFrom(table).where(column, '=', source.id).where('user_id', '=', userId).execute();
}

/** How many direct owners in force the source has. */
export async function ownerCount(db: Database, source: MemberSource): Promise<number> {
  const { table, column } = membersTable(source);
  const { count } = await loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where(column, '=', source.id)
    .where('access_level', '=', accessLevel.owner)
    .where(inForce('expires_at'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
