import type { Generated } from 'kysely';

/** A user's emoji award on an issue or a merge request (migration 010); one per user, name and target. */
export interface AwardEmojiTable {
  id: Generated<number>;
  awardable_type: 'MergeRequest' | 'Issue';
  awardable_id: number;
  name: string;
  user_id: number;
  created_at: string;
  updated_at: string;
}
