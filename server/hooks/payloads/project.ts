// The project and repository parts every payload carries, read when the delivery is made.
import type { components } from '../../../generated/api.js';
import { selectProjects } from '../../projects/queries.js';
import { presentProjectSimple } from '../../projects/present.js';
import type { Services } from '../../services.js';

type Schemas = components['schemas'];

const visibilityLevel = { private: 0, internal: 10, public: 20 } as const;

/** Undefined when the project is gone. */
export async function hookProject({ db, config }: Services, projectId: number): Promise<Schemas['WebhookProject'] | undefined> {
  const record = await selectProjects(db).where('projects.id', '=', projectId).executeTakeFirst();
  if (!record) return undefined;
  const simple = presentProjectSimple(record, config.externalUrl);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    web_url: simple.web_url,
    avatar_url: simple.avatar_url,
    git_ssh_url: simple.ssh_url_to_repo,
    git_http_url: simple.http_url_to_repo,
    namespace: record.namespace_name,
    visibility_level: visibilityLevel[record.visibility],
    path_with_namespace: simple.path_with_namespace,
    default_branch: record.default_branch,
    ci_config_path: record.ci_config_path,
    homepage: simple.web_url,
    url: simple.ssh_url_to_repo,
    ssh_url: simple.ssh_url_to_repo,
    http_url: simple.http_url_to_repo,
  };
}

export const hookRepository = (project: Schemas['WebhookProject']): Schemas['WebhookRepository'] => ({
  name: project.name,
  url: project.git_ssh_url,
  description: project.description,
  homepage: project.web_url,
});
