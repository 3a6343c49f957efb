import { now } from '../database/schema.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { presentUserBasic } from '../users/present.js';
import { findReadableMergeRequest } from './access.js';
import { presentMergeRequest } from './present.js';

export function todoRoutes(routes: ApiRoutes, services: Services): void {
  const { externalUrl } = services.config;

  route(routes, services, 'post', '/projects/{id}/merge_requests/{merge_request_iid}/todo', async ({ actor, params, services: { db } }) => {
    const { project, mergeRequest, user } = await findReadableMergeRequest(db, actor, params.id, params.merge_request_iid);
    const pending = await db.selectFrom('todos').select('id')
      .where('user_id', '=', user.id).where('target_type', '=', 'MergeRequest').where('target_id', '=', mergeRequest.id).where('state', '=', 'pending')
      .executeTakeFirst();
    if (pending) return { status: 304 };
    const timestamp = now();
    const todo = await db.insertInto('todos').values({
      user_id: user.id,
      project_id: project.id,
      author_id: user.id,
      target_type: 'MergeRequest',
      target_id: mergeRequest.id,
      action_name: 'marked',
      body: mergeRequest.title,
      state: 'pending',
      created_at: timestamp,
      updated_at: timestamp,
    }).returningAll().executeTakeFirstOrThrow();
    const target = await presentMergeRequest(db, externalUrl, mergeRequest, user);
    return {
      status: 201,
      body: {
        id: todo.id,
        project: {
          id: project.id,
          name: project.name,
          name_with_namespace: `${project.namespace_name} / ${project.name}`,
          path: project.path,
          path_with_namespace: `${project.namespace_full_path}/${project.path}`,
        },
        author: presentUserBasic(user, externalUrl),
        action_name: 'marked',
        target_type: 'MergeRequest',
        target,
        target_url: target.web_url,
        body: todo.body,
        state: todo.state,
        created_at: todo.created_at,
      },
    };
  });
}
