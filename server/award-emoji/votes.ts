// Upvotes and downvotes (the `thumbsup` and `thumbsdown` awards) of a batch of issues or merge requests, in one
// prepared query: every answer with issues or merge requests shows them.
import { preparedQuery } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import type { AwardEmojiTable } from './tables.js';

export interface Votes {
  up: number;
  down: number;
}

const voteCounts = preparedQuery((db: Database, awardableType: AwardEmojiTable['awardable_type'], ids: number[]) => db
  .selectFrom('award_emoji')
  .select(['awardable_id', 'name', (eb) => eb.fn.countAll<string | number>().as('count')])
  .where('awardable_type', '=', awardableType).where('awardable_id', 'in', ids).where('name', 'in', ['thumbsup', 'thumbsdown'])
  .groupBy(['awardable_id', 'name']));

/** The votes of each of `ids` (zero when it has none). */
export async function votesOf(db: Database, awardableType: AwardEmojiTable['awardable_type'], ids: number[]): Promise<Map<number, Votes>> {
  const votes = new Map(ids.map((id) => [id, { up: 0, down: 0 }]));
  if (ids.length === 0) return votes;
  for (const row of await voteCounts(db, awardableType, ids)) {
    const entry = votes.get(row.awardable_id)!;
    if (row.name === 'thumbsup') entry.up = Number(row.count);
    else entry.down = Number(row.count);
  }
  return votes;
}
