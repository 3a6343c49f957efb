// Git's smart HTTP protocol at `http_url_to_repo` (`/<namespace>/<project>.git/...`), served by `git http-backend`
// as a CGI program. The server decides who may fetch and push; git does the rest, including the atomic
// compare-and-swap of every ref a push moves.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { Actor } from '../auth/actor.js';
import { accessLevel } from '../projects/access.js';
import { accessLevels, type ProjectRecord } from '../projects/queries.js';
import { readableProject } from '../projects/readable-lookup.js';
import type { Services } from '../services.js';
import { readSettings } from '../settings/store.js';
import { isolatedGitEnvironment } from './git.js';
import { gitActor } from './http-credentials.js';
import { launchStreamed } from './launcher.js';
import { parseRefUpdates, type RefUpdate } from './ref-updates.js';

const gitPath = /^\/(.+)\.git(\/info\/refs|\/git-upload-pack|\/git-receive-pack)$/;
const realm = 'Basic realm="Repository Hosting Service"';

type Service = 'git-upload-pack' | 'git-receive-pack';

function requestedService(request: Request, endpoint: string): Service | undefined {
  const service = endpoint === '/info/refs' ? request.query.service : endpoint.slice(1);
  return service === 'git-upload-pack' || service === 'git-receive-pack' ? service : undefined;
}

function refuse(response: Response, status: number, message: string): void {
  if (status === 401) response.set('WWW-Authenticate', realm);
  response.status(status).type('text/plain').send(`${message}\n`);
}

const scopesAllow = (actor: Actor, service: Service) =>
  actor.scopes === null || actor.scopes.includes('api')
  || actor.scopes.includes(service === 'git-upload-pack' ? 'read_repository' : 'write_repository');

/** Why the caller may not use the service on the project, as a status and a message; undefined when they may. */
async function refusal({ db }: Services, actor: Actor, project: ProjectRecord | undefined, service: Service): Promise<[number, string] | undefined> {
  if (!project) return actor.user ? [404, 'The project you were looking for could not be found.'] : [401, 'HTTP Basic: Access denied'];
  if (actor.user && !scopesAllow(actor, service)) return [403, 'The token does not allow this git operation.'];
  if (service === 'git-upload-pack') return undefined;
  if (!actor.user) return [401, 'HTTP Basic: Access denied'];
  if (project.archived) return [403, 'You are not allowed to push code to an archived project.'];
  const level = actor.user.is_admin ? accessLevel.owner : (await accessLevels(db, actor.user, [project.id])).get(project.id) ?? 0;
  return level >= accessLevel.developer ? undefined : [403, 'You are not allowed to push code to this project.'];
}

/**
 * Runs `git http-backend` for the request and streams its answer, all but the end: resolves with the refs a push
 * moved, so they are recorded before the client sees the push complete.
 */
async function runBackend(services: Services, project: ProjectRecord, endpoint: string, actor: Actor, request: Request, response: Response): Promise<RefUpdate[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'rhs-push-'));
  const refLog = join(scratch, 'ref-updates');
  try {
    let head = Buffer.alloc(0);
    let headersDone = false;
    const onOutput = (chunk: Buffer) => {
      if (headersDone) return void response.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      headersDone = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const [name, value] = [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else response.setHeader(name, value);
      }
      response.status(status);
      response.write(head.subarray(end + 4));
    };
    const backend = launchStreamed('git', ['http-backend'], {
      env: {
        ...isolatedGitEnvironment(),
        GIT_PROJECT_ROOT: join(services.config.dataDir, 'repositories'),
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: `/${project.id}.git${endpoint}`,
        REQUEST_METHOD: request.method,
        QUERY_STRING: new URL(request.originalUrl, 'http://host').search.slice(1),
        CONTENT_TYPE: request.get('content-type') ?? '',
        REMOTE_USER: actor.user?.username ?? '',
        REMOTE_ADDR: request.socket.remoteAddress ?? '',
        HTTP_CONTENT_ENCODING: request.get('content-encoding') ?? '',
        GIT_PROTOCOL: request.get('git-protocol') ?? '',
        // Read by the repository's post-receive hook, which writes the pushed ref updates there.
        RHS_REF_UPDATES: refLog,
      },
      onOutput,
    });
    request.on('data', (chunk: Buffer) => backend.input(chunk));
    // An aborted request ends its input too, or the backend would wait for the rest.
    request.on('end', () => backend.input(null));
    request.on('close', () => backend.input(null));
    const { exitCode } = await backend.finished;
    if (!headersDone && !response.headersSent) response.status(500).type('text/plain').write('git http-backend failed\n');
    if (exitCode !== 0) return [];
    return parseRefUpdates(await readFile(refLog, 'utf8').catch(() => ''));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export type RefUpdatesListener = (project: ProjectRecord, actor: Actor, updates: RefUpdate[]) => Promise<void>;

export function smartHttp(services: Services, onRefUpdates: RefUpdatesListener) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    const match = gitPath.exec(request.path);
    if (!match) return next();
    const [, fullPath, endpoint] = match as unknown as [string, string, string];
    const service = requestedService(request, endpoint);
    if (!service) return refuse(response, 403, 'Unsupported git service.');
    const actor = await gitActor(services.db, request);
    if (!actor) return refuse(response, 401, 'HTTP Basic: Access denied');
    // `enabled_git_access_protocol` of `ssh` leaves SSH as the only way to git.
    if ((await readSettings(services.db)).enabled_git_access_protocol === 'ssh') return refuse(response, 403, 'Git access over HTTP is not allowed');
    const project = await readableProject(services.db, actor.user, fullPath);
    const reason = await refusal(services, actor, project, service);
    if (reason) return refuse(response, ...reason);
    try {
      const updates = await runBackend(services, project!, endpoint, actor, request, response);
      if (updates.length > 0) await onRefUpdates(project!, actor, updates);
    } finally {
      response.end();
    }
  };
}
