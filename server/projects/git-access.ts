// Who may fetch from and push to a project's repository over HTTP: readers fetch, developers push to a project
// that is not archived, and a token needs a scope that covers the service.
import type { Request } from 'express';
import type { Actor } from '../auth/actor.js';
import { gitActor } from '../auth/git-credentials.js';
import { recordRefUpdates } from '../git/ref-events.js';
import type { GitAccess, GitAccessDecision, GitService } from '../git/smart-http.js';
import type { Services } from '../services.js';
import { readSettings } from '../settings/store.js';
import { accessLevel, levelIn } from '../access/levels.js';
import type { ProjectRecord } from './queries.js';
import { readableProject } from './readable-lookup.js';

const scopesAllow = (actor: Actor, service: GitService) =>
  actor.scopes === null || actor.scopes.includes('api')
  || actor.scopes.includes(service === 'git-upload-pack' ? 'read_repository' : 'write_repository');

/** Why the caller may not use the service on the project, as a status and a message; undefined when they may. */
async function refusal({ db }: Services, actor: Actor, project: ProjectRecord | undefined, service: GitService): Promise<[number, string] | undefined> {
  if (!project) return actor.user ? [404, 'The project you were looking for could not be found.'] : [401, 'HTTP Basic: Access denied'];
  if (actor.user && !scopesAllow(actor, service)) return [403, 'The token does not allow this git operation.'];
  if (service === 'git-upload-pack') return undefined;
  if (!actor.user) return [401, 'HTTP Basic: Access denied'];
  if (project.archived) return [403, 'You are not allowed to push code to an archived project.'];
  return (await levelIn(db, actor.user, project.id)) >= accessLevel.developer ? undefined : [403, 'You are not allowed to push code to this project.'];
}

/** Git over HTTP's access to projects, recording every ref a push moves. */
export const projectGitAccess = (services: Services): GitAccess =>
  async (request: Request, projectPath: string, service: GitService): Promise<GitAccessDecision> => {
    const actor = await gitActor(services.db, request);
    if (!actor) return { refused: [401, 'HTTP Basic: Access denied'] };
    // `enabled_git_access_protocol` of `ssh` leaves SSH as the only way to git.
    if ((await readSettings(services.db)).enabled_git_access_protocol === 'ssh') return { refused: [403, 'Git access over HTTP is not allowed'] };
    const project = await readableProject(services.db, actor.user, projectPath);
    const reason = await refusal(services, actor, project, service);
    if (reason) return { refused: reason };
    const userId = actor.user?.id ?? null;
    return {
      projectId: project!.id,
      username: actor.user?.username ?? null,
      afterPush: (updates) => recordRefUpdates(services.db, project!.id, userId, updates),
    };
  };
