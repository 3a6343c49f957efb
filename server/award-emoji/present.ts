import type { Selectable } from 'kysely';
import type { components } from '../../generated/api.js';
import type { Database } from '../database/schema.js';
import { presentUserBasic } from '../users/present.js';
import { usersByIds } from '../users/queries.js';
import type { AwardEmojiTable } from './tables.js';

type AwardEmoji = components['schemas']['AwardEmoji'];
type AwardRow = Selectable<AwardEmojiTable>;

export async function presentAwards(db: Database, externalUrl: string, awards: AwardRow[]): Promise<AwardEmoji[]> {
  const users = await usersByIds(db, awards.map((award) => award.user_id));
  return awards.map((award) => ({
    id: award.id,
    name: award.name,
    user: presentUserBasic(users.get(award.user_id)!, externalUrl),
    created_at: award.created_at,
    updated_at: award.updated_at,
    awardable_id: award.awardable_id,
    awardable_type: award.awardable_type,
  }));
}
