import { basename } from 'node:path';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { findFile, lastCommitOf, sha256 } from './files.js';
import { readableRepository } from './project-repository.js';

export function fileRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'get', '/projects/{id}/repository/files/{file_path}', async ({ actor, params, query }) => {
    const repository = await readableRepository(services, actor, params.id);
    const file = await findFile(repository.path, query.ref, params.file_path);
    return {
      status: 200,
      body: {
        file_name: basename(params.file_path),
        file_path: params.file_path,
        size: file.content.length,
        encoding: 'base64',
        content: file.content.toString('base64'),
        content_sha256: sha256(file.content),
        ref: query.ref,
        blob_id: file.blob,
        commit_id: file.commit,
        last_commit_id: await lastCommitOf(repository.path, file.commit, params.file_path),
      },
    };
  });

  route(routes, services, 'get', '/projects/{id}/repository/files/{file_path}/raw', async ({ actor, params, query, response }) => {
    const repository = await readableRepository(services, actor, params.id);
    const file = await findFile(repository.path, query.ref ?? repository.project.default_branch, params.file_path);
    // The bytes as they are, never rendered by a browser as a page.
    response.set({ 'Content-Type': 'application/octet-stream', 'X-Content-Type-Options': 'nosniff', 'Content-Length': String(file.content.length) });
    response.write(file.content);
    return { status: 200 };
  });
}
