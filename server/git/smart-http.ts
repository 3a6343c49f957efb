// Git's smart HTTP protocol at `http_url_to_repo` (`/<namespace>/<project>.git/...`), served by `git http-backend`
// as a CGI program. The projects feature decides who may fetch and push (`GitAccess`); git does the rest, including
// the atomic compare-and-swap of every ref a push moves.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { Services } from '../services.js';
import { isolatedGitEnvironment } from './git.js';
import { launchStreamed } from './launcher.js';
import { parseRefUpdates, type RefUpdate } from './ref-updates.js';
import { repositoryPath } from './repositories.js';
import { duringPush } from './repository-lock.js';

const gitPath = /^\/(.+)\.git(\/info\/refs|\/git-upload-pack|\/git-receive-pack)$/;
const realm = 'Basic realm="Repository Hosting Service"';

export type GitService = 'git-upload-pack' | 'git-receive-pack';

/** The repository a caller may use with what name, and what follows their push; or why not, as a status and a message. */
export type GitAccessDecision =
  | { refused: [status: number, message: string] }
  | { projectId: number; username: string | null; afterPush(updates: RefUpdate[]): Promise<void> };

/** Decides a request for a git service on the repository of the project at `projectPath`. */
export type GitAccess = (request: Request, projectPath: string, service: GitService) => Promise<GitAccessDecision>;

function requestedService(request: Request, endpoint: string): GitService | undefined {
  const service = endpoint === '/info/refs' ? request.query.service : endpoint.slice(1);
  return service === 'git-upload-pack' || service === 'git-receive-pack' ? service : undefined;
}

function refuse(response: Response, status: number, message: string): void {
  if (status === 401) response.set('WWW-Authenticate', realm);
  response.status(status).type('text/plain').send(`${message}\n`);
}

/**
 * Runs `git http-backend` for the request and streams its answer, all but the end: resolves with the refs a push
 * moved, so they are recorded before the client sees the push complete.
 */
async function runBackend(services: Services, projectId: number, username: string | null, endpoint: string, request: Request, response: Response): Promise<RefUpdate[]> {
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
        PATH_INFO: `/${projectId}.git${endpoint}`,
        REQUEST_METHOD: request.method,
        QUERY_STRING: new URL(request.originalUrl, 'http://host').search.slice(1),
        CONTENT_TYPE: request.get('content-type') ?? '',
        REMOTE_USER: username ?? '',
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

/** Git over HTTP at `/<namespace>/<project>.git`, for the callers `access` allows. */
export function smartHttp(services: Services, access: GitAccess) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    const match = gitPath.exec(request.path);
    if (!match) return next();
    const [, fullPath, endpoint] = match as unknown as [string, string, string];
    const service = requestedService(request, endpoint);
    if (!service) return refuse(response, 403, 'Unsupported git service.');
    const decision = await access(request, fullPath, service);
    if ('refused' in decision) return refuse(response, ...decision.refused);
    try {
      const backend = () => runBackend(services, decision.projectId, decision.username, endpoint, request, response);
      const updates = endpoint === '/git-receive-pack'
        ? await duringPush(repositoryPath(services.config.dataDir, decision.projectId), backend)
        : await backend();
      if (updates.length > 0) await decision.afterPush(updates);
    } finally {
      response.end();
    }
  };
}
