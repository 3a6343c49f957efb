// The spec's operations, the URL an example request calls, and making it against a reference server in test mode
// holding fixtures/example.yaml.
import type { ExampleRequest, Step } from './requests.js';

type Node = Record<string, any>;

export interface SpecOperation { operationId: string; method: string; path: string; operation: Node }

const methods = ['get', 'put', 'post', 'delete', 'patch'];

export function specOperations(document: Node): SpecOperation[] {
  // Paths with servers of their own (the unauthenticated probes, outside /api/v4) are not called through the API.
  return Object.entries(document.paths as Node).filter(([, item]) => !item.servers).flatMap(([path, item]: [string, Node]) => methods.filter((method) => item[method])
    .map((method) => ({ operationId: item[method].operationId as string, method, path, operation: item[method] as Node })));
}

/** The operation's 404 response, its shared component followed; undefined when it documents none. */
export function documented404(document: Node, { operation }: SpecOperation): { description: string } | undefined {
  const response = (operation.responses as Node)['404'] as Node | undefined;
  const ref = response?.$ref as string | undefined;
  return ref === undefined ? response as { description: string } | undefined : document.components.responses[ref.split('/').pop()!];
}

/** The request's `status`, or else the operation's one documented 2xx status. */
export function successStatus({ operationId, operation }: SpecOperation, request: ExampleRequest): number {
  if (request.status !== undefined) return request.status;
  const statuses = Object.keys(operation.responses as Node).filter((status) => status.startsWith('2'));
  if (statuses.length !== 1) throw new Error(`${operationId} documents ${statuses.join(', ')}: say which one its example request gives`);
  return Number(statuses[0]);
}

/** The path with its parameters filled in and the query string, without the `/api/v4` base. */
export function urlOf(path: string, request: ExampleRequest): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = request.path?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return String(value);
  });
  const query = new URLSearchParams(Object.entries(request.query ?? {}).map(([name, value]): [string, string] => [name, String(value)])).toString();
  return query === '' ? filled : `${filled}?${query}`;
}

export interface Sent extends Step {
  upload?: ExampleRequest['upload'];
  /** Whose token to send (default: the administrator's); null sends none. */
  token?: { user: string; value: string } | null;
  contentType?: string;
  /** A user to act as (the `Sudo` header). */
  sudo?: string;
  headers?: Record<string, string>;
}

export interface Answer { status: number; text: string; json: unknown }

/** A reference server: where its API is and its administrator's token. */
export interface Server { apiUrl: string; adminToken: string }

export async function send(server: Server, request: Sent): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token !== null) headers['PRIVATE-TOKEN'] = request.token?.value ?? server.adminToken;
  if (request.sudo !== undefined) headers.Sudo = request.sudo;
  let body: string | FormData | undefined;
  if (request.upload !== undefined) {
    body = new FormData();
    body.append('file', new Blob([request.upload.content], { type: 'text/plain' }), request.upload.name);
  } else if (request.body !== undefined) {
    headers['Content-Type'] = request.contentType ?? 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(`${server.apiUrl}${request.path}`, { method: request.method, headers, body });
  const text = await response.text();
  const json = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) as unknown : undefined;
  return { status: response.status, text, json };
}

/**
 * Brings the server back to the fixture's state and makes the request's `before` steps; answers what went wrong.
 * The fixture's merge request is checked in the background after a reset; with `checked`, the examples show it so
 * whatever the timing.
 */
export async function prepare(server: Server, request: ExampleRequest, { checked = false } = {}): Promise<string[]> {
  await send(server, { method: 'POST', path: '/-/test/reset' });
  for (const started = Date.now(); checked; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const { json } = await send(server, { method: 'GET', path: '/projects/1/merge_requests/1' });
    if ((json as { merge_status: string }).merge_status !== 'unchecked') break;
    if (Date.now() - started > 10_000) return ['the merge request of the fixture is not checked within 10 s'];
  }
  const problems: string[] = [];
  for (const step of request.before ?? []) {
    const answer = await send(server, step);
    if (answer.status >= 300) problems.push(`${step.method} ${step.path} answered ${answer.status} ${answer.text}`);
  }
  return problems;
}
