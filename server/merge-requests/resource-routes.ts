import type { UserRow } from '../database/schema.js';
import { forbidden, notFound } from '../http/api-error.js';
import { encodedItem } from '../http/encoded-json.js';
import { route, type ApiRoutes } from '../http/route.js';
import { unmodifiedSince } from '../http/unmodified-since.js';
import { accessLevel, levelIn } from '../access/levels.js';
import { hooksWantingAhead } from '../hooks/enqueue-deliveries.js';
import { numericId } from '../projects/readable-lookup.js';
import type { Services } from '../services.js';
import { findMergeRequestsProject, findPresentableMergeRequest, findReadableMergeRequest } from './access.js';
import { createMergeRequest } from './create.js';
import { deleteMergeRequest } from './delete.js';
import { mergeRequestView, presentCreatedMergeRequest, presentMergeRequest, presentMergeRequestFor, type MergeRequest } from './present.js';
import { presentableWithId, type PresentableRecord } from './presentation-query.js';
import { updateMergeRequest } from './update.js';

export function resourceRoutes(routes: ApiRoutes, services: Services): void {
  const { externalUrl } = services.config;
  const encodedMergeRequest = encodedItem<PresentableRecord, MergeRequest>();
  // A request deleted by a concurrent call after this one changed it is gone for this one too.
  const reread = async (id: number, viewer: UserRow) => {
    const [mergeRequest] = await presentableWithId(services.db, id, viewer.id);
    if (!mergeRequest) throw notFound();
    return mergeRequest;
  };

  route(routes, services, 'post', '/projects/{id}/merge_requests', async ({ actor, params, body, services: { db } }) => {
    const { id, user } = await createMergeRequest(services, actor, params.id, body);
    return { status: 201, body: presentCreatedMergeRequest(await presentMergeRequest(db, externalUrl, await reread(id, user), user)) };
  });

  route(routes, services, 'get', '/projects/{id}/merge_requests/{merge_request_iid}', async ({ actor, params, services: { db } }) => {
    const { mergeRequest, user, project } = await findPresentableMergeRequest(db, actor, params.id, params.merge_request_iid);
    const view = await mergeRequestView(db, mergeRequest, user, project);
    return { status: 200, body: encodedMergeRequest(mergeRequest, { present: (record) => presentMergeRequestFor(externalUrl, record, view), viewOf: () => JSON.stringify(view) }) };
  });

  route(routes, services, 'put', '/projects/{id}/merge_requests/{merge_request_iid}', async ({ actor, params, body, services: { db } }) => {
    const hooksOf = hooksWantingAhead(db, numericId(String(params.id)), 'merge_requests_events');
    const { user, project } = await findMergeRequestsProject(db, actor, params.id, true);
    const mergeRequest = await updateMergeRequest(services, user, project, params.merge_request_iid, body, await hooksOf(project.id));
    // The project as read before the change, which changes neither its archiving nor anyone's access.
    return { status: 200, body: await presentMergeRequest(db, externalUrl, mergeRequest, user, project) };
  });

  route(routes, services, 'delete', '/projects/{id}/merge_requests/{merge_request_iid}', async ({ actor, params, request, services: { db } }) => {
    const { project, mergeRequest, user } = await findReadableMergeRequest(db, actor, params.id, params.merge_request_iid);
    if ((await levelIn(db, user, project.id)) < accessLevel.owner) throw forbidden();
    await deleteMergeRequest(db, mergeRequest.id, unmodifiedSince(request));
    return { status: 204 };
  });
}
