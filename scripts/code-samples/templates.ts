// The code samples every operation carries (`x-codeSamples`, which Redoc, Scalar, ReadMe and Stoplight show beside
// it): one template per language, filled with the operation's example request (scripts/examples/requests.ts), so that
// each sample makes the request its examples show. The token comes from the environment (`API_TOKEN`).
import { exampleBaseUrl } from '../examples/normalize.js';
import type { ExampleRequest } from '../examples/requests.js';

export interface CodeSample { lang: string; label: string; source: string }

export interface SampleOperation {
  method: string;
  path: string;
  /** The success answer is not JSON (a raw file): the TypeScript client reads it as text. */
  text?: boolean;
}

const apiUrl = `${exampleBaseUrl}/api/v4`;
const json = (value: unknown) => JSON.stringify(value);

function filledPath(path: string, request: ExampleRequest): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => String(request.path?.[name]));
}

function curl({ method, path }: SampleOperation, request: ExampleRequest): string {
  const query = new URLSearchParams(Object.entries(request.query ?? {}).map(([name, value]): [string, string] => [name, String(value)])).toString();
  const lines = [`curl --request ${method.toUpperCase()} "${apiUrl}${filledPath(path, request)}${query === '' ? '' : `?${query}`}"`, '--header "PRIVATE-TOKEN: $API_TOKEN"'];
  if (request.upload !== undefined) lines.push(`--form "file=@${request.upload.name}"`);
  if (request.body !== undefined) lines.push('--header "Content-Type: application/json"', `--data '${json(request.body).replaceAll("'", "'\\''")}'`);
  return lines.join(' \\\n  ');
}

/** A JavaScript object literal of `value`, the way it would be typed. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([name, inner]) => `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : json(name)}: ${literal(inner)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return typeof value === 'string' ? `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'` : json(value);
}

function typeScript({ method, path, text }: SampleOperation, request: ExampleRequest): string {
  const head = [
    "import { createClient } from '@rhs/api-client';",
    '',
    `const api = createClient({ baseUrl: '${apiUrl}', token: process.env.API_TOKEN });`,
  ];
  if (request.upload !== undefined) {
    const id = literal(request.path?.id);
    return [...head, `const upload = await api.projects.upload(${id}, new Blob([${literal(request.upload.content)}]), ${literal(request.upload.name)});`, 'console.log(upload.markdown);'].join('\n');
  }
  // openapi-fetch encodes path parameters itself.
  const pathParameters = Object.fromEntries(Object.entries(request.path ?? {}).map(([name, value]) => [name, typeof value === 'string' ? decodeURIComponent(value) : value]));
  const params = { ...(request.path ? { path: pathParameters } : {}), ...(request.query ? { query: request.query } : {}) };
  const options = { ...(Object.keys(params).length > 0 ? { params } : {}), ...(request.body ? { body: request.body } : {}), ...(text ? { parseAs: 'text' } : {}) };
  const call = `api.${method.toUpperCase()}('${path}'${Object.keys(options).length > 0 ? `, ${literal(options)}` : ''})`;
  return [...head, `const { data, error, response } = await ${call};`, 'console.log(response.status, data ?? error);'].join('\n');
}

/** A Python literal of `value`, as `json.dumps` would write it but with Python's constants. */
function toPython(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toPython).join(', ')}]`;
  if (typeof value === 'object' && value !== null) return `{${Object.entries(value).map(([name, inner]) => `${json(name)}: ${toPython(inner)}`).join(', ')}}`;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return value === null ? 'None' : json(value);
}

/** python-gitlab's managers of the collections it has objects for, by the collection's path. */
const managers: Record<string, string> = {
  '/projects': 'projects',
  '/users': 'users',
  '/groups': 'groups',
  '/projects/{id}/issues': 'issues',
  '/projects/{id}/merge_requests': 'mergerequests',
  '/projects/{id}/labels': 'labels',
  '/projects/{id}/milestones': 'milestones',
  '/projects/{id}/hooks': 'hooks',
  '/projects/{id}/repository/branches': 'branches',
  '/projects/{id}/repository/commits': 'commits',
  '/projects/{id}/members': 'members',
  '/groups/{id}/members': 'members',
  '/projects/{id}/custom_attributes': 'customattributes',
};
const parents: Record<string, string> = { '/projects/{id}/': 'projects', '/groups/{id}/': 'groups' };

/** The python-gitlab object call of the operation (list, get, create, delete of a manager), where it has one. */
function pythonGitlabCall({ method, path }: SampleOperation, request: ExampleRequest): string[] | undefined {
  const verb = method.toLowerCase();
  const single = /^(.*)\/\{(\w+)\}$/.exec(path);
  const collection = managers[path] !== undefined ? path : single !== null && managers[single[1]!] !== undefined ? single[1]! : undefined;
  if (collection === undefined || request.upload !== undefined) return undefined;
  const value = (name: string) => toPython(typeof request.path?.[name] === 'string' ? decodeURIComponent(request.path[name] as string) : request.path?.[name]);
  const parent = Object.entries(parents).find(([prefix]) => collection.startsWith(prefix));
  const lines = parent === undefined ? [] : [`${parent[1].slice(0, -1)} = gl.${parent[1]}.get(${value('id')}, lazy=True)`];
  const manager = `${parent === undefined ? 'gl' : parent[1].slice(0, -1)}.${managers[collection]}`;
  const keywords = Object.entries(request.query ?? {}).map(([name, inner]) => `${name}=${toPython(inner)}`).join(', ');
  let call: string | undefined;
  if (collection === path && verb === 'get') call = `${manager}.list(${keywords})`;
  else if (collection === path && verb === 'post') call = `${manager}.create(${toPython(request.body ?? {})})`;
  else if (collection !== path && verb === 'get' && request.body === undefined) call = `${manager}.get(${value(single![2]!)}${keywords ? `, ${keywords}` : ''})`;
  else if (collection !== path && verb === 'delete') call = `${manager}.delete(${value(single![2]!)})`;
  return call === undefined ? undefined : [...lines, `result = ${call}`];
}

/**
 * python-gitlab: its objects where it has them, its HTTP methods otherwise (they send its credentials and retries);
 * both raise GitlabError on an error status.
 */
function python(operation: SampleOperation, request: ExampleRequest): string {
  const { method, path } = operation;
  const verb = method.toLowerCase();
  const argumentsOf = [`"${filledPath(path, request)}"`];
  if (request.query !== undefined) argumentsOf.push(`query_data=${toPython(request.query)}`);
  if (request.body !== undefined) argumentsOf.push(`${verb === 'get' || verb === 'delete' ? 'query_data' : 'post_data'}=${toPython(request.body)}`);
  if (request.upload !== undefined) argumentsOf.push(`files={"file": ("${request.upload.name}", open("${request.upload.name}", "rb"))}`);
  return [
    'import os',
    '',
    'import gitlab',
    '',
    `gl = gitlab.Gitlab("${exampleBaseUrl}", private_token=os.environ["API_TOKEN"])`,
    ...(pythonGitlabCall(operation, request) ?? [`result = gl.http_${verb}(${argumentsOf.join(', ')})`]),
    'print(result)',
  ].join('\n');
}

export function codeSamples(operation: SampleOperation, request: ExampleRequest): CodeSample[] {
  return [
    { lang: 'Shell', label: 'curl', source: curl(operation, request) },
    { lang: 'TypeScript', label: 'TypeScript', source: typeScript(operation, request) },
    { lang: 'Python', label: 'python-gitlab', source: python(operation, request) },
  ];
}
