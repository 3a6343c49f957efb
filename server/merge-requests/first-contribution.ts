// `first_contribution`, as the real service decides it: the author is not a member of the target project above
// guest, and no other request of theirs was merged into it (before this one, when this one is merged).
import type { ExpressionBuilder } from 'kysely';
import { accessLevel } from '../access/levels.js';
import { accessAboveChecks } from '../access/project-access.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database, Schema } from '../database/schema.js';

type Scope = ExpressionBuilder<Schema, 'merge_requests'>;

/** Another request of the same author merged into the same project (before this one, when this one is merged). */
const earlierMerge = (eb: Scope) => eb.exists(eb.selectFrom('merge_requests as other').select('other.id')
  .where('other.state', '=', 'merged')
  .whereRef('other.project_id', '=', 'merge_requests.project_id')
  .whereRef('other.author_id', '=', 'merge_requests.author_id')
  .whereRef('other.id', '<>', 'merge_requests.id')
  .where((inner) => inner.or([
    inner('merge_requests.state', '<>', 'merged'),
    inner(inner.fn.coalesce('other.merged_at', inner.val('')), '<', inner.fn.coalesce('merge_requests.merged_at', inner.val(''))),
  ])));

/**
 * SQL, for each row of `merge_requests`: 1 when it is its author's first contribution, else 0. A `case`, so that each
 * check runs only when those before it found nothing: in a selected value SQLite works out every operand of `or`,
 * and the common case, an author who is a member, is decided by the first index lookup.
 */
export const firstContribution = (eb: Scope) => {
  const [direct, throughGroup, throughShare] = accessAboveChecks(eb.ref('merge_requests.author_id'), eb.ref('merge_requests.project_id'), accessLevel.guest);
  return eb.case().when(direct).then(eb.lit(0)).when(throughGroup).then(eb.lit(0)).when(throughShare).then(eb.lit(0))
    .when(earlierMerge(eb)).then(eb.lit(0)).else(eb.lit(1)).end();
};

// Prepared: every change of a merge request tells its hooks.
const firstContributionOf = preparedQuery((db: Database, mergeRequestId: number) => db.selectFrom('merge_requests')
  .select((eb) => firstContribution(eb).as('first_contribution')).where('merge_requests.id', '=', mergeRequestId));

/** Whether the request (as stored, in the caller's transaction) is its author's first contribution. */
export async function isFirstContribution(db: Database, mergeRequestId: number): Promise<boolean> {
  const [row] = await firstContributionOf(db, mergeRequestId);
  return Number(row?.first_contribution) === 1;
}
