// Repository files: a file of a project's repository at a ref, with its metadata or as raw bytes.
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { DataOf, PathOf, QueryOf } from '../operations.js';

type One = '/projects/{id}/repository/files/{file_path}';
type Raw = '/projects/{id}/repository/files/{file_path}/raw';
type ProjectId = PathOf<One, 'get'>['id'];
type FilePath = PathOf<One, 'get'>['file_path'];

export function repositoryFilesOf(client: Client<paths>) {
  return {
    /** `GET /projects/:id/repository/files/:file_path`: metadata and content (base64) at `ref`; the path as it is (`src/a.js`). */
    get: async (id: ProjectId, filePath: FilePath, query: QueryOf<One, 'get'>): Promise<DataOf<One, 'get'>> =>
      unwrap(await client.GET('/projects/{id}/repository/files/{file_path}', { params: { path: { id, file_path: filePath }, query } })),
    /** `GET /projects/:id/repository/files/:file_path/raw`: the file's bytes. */
    getRaw: async (id: ProjectId, filePath: FilePath, query?: QueryOf<Raw, 'get'>): Promise<Uint8Array> =>
      new Uint8Array(unwrap(await client.GET('/projects/{id}/repository/files/{file_path}/raw', { params: { path: { id, file_path: filePath }, query }, parseAs: 'arrayBuffer' }))),
  };
}
