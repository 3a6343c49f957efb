import { isUniqueViolation } from '../database/errors.js';
import { now, type Database, type UserRow } from '../database/schema.js';
import { notFound } from '../http/api-error.js';
import type { Awardable } from './awardables.js';
import { emojiName } from './names.js';

// The real service reports a refused award as "404 Award Emoji <model error> Not Found".
const refused = (reason: string) => notFound(`Award Emoji ${reason}`);

/** Awards `name` as `user`; returns the award's id. */
export async function awardEmoji(db: Database, awardable: Awardable, user: UserRow, name: string): Promise<number> {
  const canonical = emojiName(name);
  if (!canonical) throw refused('Name is not a valid emoji name');
  const timestamp = now();
  try {
    const { id } = await db.insertInto('award_emoji').values({
      awardable_type: awardable.type,
      awardable_id: awardable.id,
      name: canonical,
      user_id: user.id,
      created_at: timestamp,
      updated_at: timestamp,
    }).returning('id').executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('Name has already been taken');
    throw error;
  }
}
