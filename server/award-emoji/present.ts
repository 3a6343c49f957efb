import type { Selectable } from 'kysely';
import type { components } from '../../generated/api.js';
import type { Database } from '../database/schema.js';
import { presentUserBasic } from '../users/present.js';
import type { AwardEmojiTable } from './tables.js';

type AwardEmoji = components['schemas']['AwardEmoji'];
type AwardRow = Selectable<AwardEmojiTable>;

export async function presentAwards(db: Database, externalUrl: string, awards: AwardRow[]): Promise<AwardEmoji[]> {
  const userIds = [...new Set(awards.map((award) => award.user_id))];
  const users = userIds.length > 0 ? await db.selectFrom('users').selectAll().where('id', 'in', userIds).execute() : [];
  const userById = new Map(users.map((user) => [user.id, presentUserBasic(user, externalUrl)]));
  return awards.map((award) => ({
    id: award.id,
    name: award.name,
    user: userById.get(award.user_id)!,
    created_at: award.created_at,
    updated_at: award.updated_at,
    awardable_id: award.awardable_id,
    awardable_type: award.awardable_type,
  }));
}
