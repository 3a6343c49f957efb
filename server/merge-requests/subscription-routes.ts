import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { findReadableMergeRequest } from './access.js';
import { isSubscribed, presentMergeRequest, presentSubscription } from './present.js';

export function subscriptionRoutes(routes: ApiRoutes, services: Services): void {
  const { externalUrl } = services.config;

  for (const [path, subscribe] of [
    ['/projects/{id}/merge_requests/{merge_request_iid}/subscribe', true],
    ['/projects/{id}/merge_requests/{merge_request_iid}/unsubscribe', false],
  ] as const) {
    route(routes, services, 'post', path, async ({ actor, params, services: { db } }) => {
      const { mergeRequest, user } = await findReadableMergeRequest(db, actor, params.id, params.merge_request_iid);
      if ((await isSubscribed(db, mergeRequest, user.id)) === subscribe) return { status: 304 };
      await db.insertInto('merge_request_subscriptions')
        .values({ merge_request_id: mergeRequest.id, user_id: user.id, subscribed: subscribe ? 1 : 0 })
        .onConflict((conflict) => conflict.columns(['merge_request_id', 'user_id']).doUpdateSet({ subscribed: subscribe ? 1 : 0 }))
        .execute();
      return { status: 201, body: presentSubscription(await presentMergeRequest(db, externalUrl, mergeRequest, user)) };
    });
  }
}
