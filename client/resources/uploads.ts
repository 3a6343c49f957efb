// Uploads: a file attached to a project, to be linked from Markdown (an issue, a merge request).
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { DataOf, PathOf } from '../operations.js';

type Uploads = '/projects/{id}/uploads';

export function uploadsOf(client: Client<paths>) {
  return {
    /** `POST /projects/:id/uploads`: uploads `file` under `filename`; the answer has its Markdown link. */
    create: async (id: PathOf<Uploads, 'post'>['id'], file: Blob, filename: string): Promise<DataOf<Uploads, 'post'>> =>
      unwrap(await client.POST('/projects/{id}/uploads', {
        params: { path: { id } },
        body: { file: filename },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', file, filename);
          return form;
        },
      })),
  };
}
