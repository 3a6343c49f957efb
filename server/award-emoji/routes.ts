import { signedInUser } from '../auth/actor.js';
import { notFound, unauthorized } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { isRowId } from '../database/row-id.js';
import type { Services } from '../services.js';
import { awardEmoji } from './award.js';
import { findAwardableIssue, findAwardableMergeRequest, type Awardable } from './awardables.js';
import { presentAwards } from './present.js';

export function awardEmojiRoutes(routes: ApiRoutes, services: Services): void {
  const { db, config: { externalUrl } } = services;

  const awardsOf = (awardable: Awardable) =>
    db.selectFrom('award_emoji').selectAll().where('awardable_type', '=', awardable.type).where('awardable_id', '=', awardable.id);

  async function findAward(awardable: Awardable, awardId: number) {
    const award = isRowId(awardId) ? await awardsOf(awardable).where('id', '=', awardId).executeTakeFirst() : undefined;
    if (!award) throw notFound();
    return award;
  }

  async function presentAward(id: number) {
    const award = await db.selectFrom('award_emoji').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [presented] = await presentAwards(db, externalUrl, [award]);
    return presented!;
  }

  // Every award route needs a signed-in caller, before anything is looked up.
  route(routes, services, 'get', '/projects/{id}/issues/{issue_iid}/award_emoji', async ({ actor, params, query, request, response }) => {
    signedInUser(actor);
    const awardable = await findAwardableIssue(db, actor, params.id, Number(params.issue_iid));
    const rows = await paginate(db, awardsOf(awardable).orderBy('id'), query, request, response);
    return { status: 200, body: await presentAwards(db, externalUrl, rows) };
  });
  route(routes, services, 'get', '/projects/{id}/merge_requests/{merge_request_iid}/award_emoji', async ({ actor, params, query, request, response }) => {
    signedInUser(actor);
    const awardable = await findAwardableMergeRequest(db, actor, params.id, Number(params.merge_request_iid));
    const rows = await paginate(db, awardsOf(awardable).orderBy('id'), query, request, response);
    return { status: 200, body: await presentAwards(db, externalUrl, rows) };
  });

  route(routes, services, 'post', '/projects/{id}/issues/{issue_iid}/award_emoji', async ({ actor, params, body }) => {
    const user = signedInUser(actor);
    const awardable = await findAwardableIssue(db, actor, params.id, Number(params.issue_iid));
    return { status: 201, body: await presentAward(await awardEmoji(db, awardable, user, body.name)) };
  });
  route(routes, services, 'post', '/projects/{id}/merge_requests/{merge_request_iid}/award_emoji', async ({ actor, params, body }) => {
    const user = signedInUser(actor);
    const awardable = await findAwardableMergeRequest(db, actor, params.id, Number(params.merge_request_iid));
    return { status: 201, body: await presentAward(await awardEmoji(db, awardable, user, body.name)) };
  });

  route(routes, services, 'get', '/projects/{id}/issues/{issue_iid}/award_emoji/{award_id}', async ({ actor, params }) => {
    signedInUser(actor);
    const award = await findAward(await findAwardableIssue(db, actor, params.id, Number(params.issue_iid)), Number(params.award_id));
    return { status: 200, body: await presentAward(award.id) };
  });
  route(routes, services, 'get', '/projects/{id}/merge_requests/{merge_request_iid}/award_emoji/{award_id}', async ({ actor, params }) => {
    signedInUser(actor);
    const award = await findAward(await findAwardableMergeRequest(db, actor, params.id, Number(params.merge_request_iid)), Number(params.award_id));
    return { status: 200, body: await presentAward(award.id) };
  });

  // Only the giver or an administrator may take an award back; the real service answers others with 401.
  async function removeAward(awardable: Awardable, awardId: number, user: { id: number; is_admin: number }) {
    const award = await findAward(awardable, awardId);
    if (award.user_id !== user.id && !user.is_admin) throw unauthorized();
    await db.deleteFrom('award_emoji').where('id', '=', award.id).execute();
  }
  route(routes, services, 'delete', '/projects/{id}/issues/{issue_iid}/award_emoji/{award_id}', async ({ actor, params }) => {
    const user = signedInUser(actor);
    await removeAward(await findAwardableIssue(db, actor, params.id, Number(params.issue_iid)), Number(params.award_id), user);
    return { status: 204 };
  });
  route(routes, services, 'delete', '/projects/{id}/merge_requests/{merge_request_iid}/award_emoji/{award_id}', async ({ actor, params }) => {
    const user = signedInUser(actor);
    await removeAward(await findAwardableMergeRequest(db, actor, params.id, Number(params.merge_request_iid)), Number(params.award_id), user);
    return { status: 204 };
  });

}
