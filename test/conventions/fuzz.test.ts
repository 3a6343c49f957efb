// Every operation of the bundled spec receives hostile requests (fast-check, fixed seed): path parameters of real
// records or hostile strings, hostile query and body values, bodies that are not what their headers claim. A
// 5xx, an undocumented status, a 4xx without a JSON body or a JSON body that breaks the operation's schema fails,
// and so does a 2xx to a JSON body that the spec forbids (with the conversions its conventions allow).
// FUZZ_RUNS sets the requests per operation (FUZZ_SEED the seed) for long runs; the figures are printed.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { hostileRequest, type FuzzRequest, type Operation, type Schema, type SpecParameter } from './fuzz-requests.js';

const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 3);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);

type Document = { paths: Record<string, Record<string, any>>; components: Record<string, Record<string, any>> };
const document = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as Document;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/** A validator of the spec's schemas, which takes values as they are or with ajv's conversions. */
function specAjv(coerceTypes: false | 'array'): Ajv2020 {
  // OpenAPI's `example` and `x-` keywords are not JSON Schema: strict mode is off so that they are ignored.
  const instance = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, coerceTypes });
  addFormats(instance);
  instance.addFormat('int32', { type: 'number', validate: (value: number) => Number.isInteger(value) && Math.abs(value) < 2 ** 31 });
  instance.addSchema({ $id: 'spec.json', components: document.components });
  return instance;
}
const ajv = specAjv(false);
// The conventions' conversions of parameters (numbers and words in strings, numbers and booleans as text, a single
// value for an array) are ajv's `array` coercion once the boolean words are reduced to `true` and `false`.
const convertingAjv = specAjv('array');

/** Follows a `#/components/...` reference to what it names, with its JSON pointer. */
function resolve<T>(node: T & { $ref?: string }, pointer: string): [T, string] {
  if (!node.$ref) return [node, pointer];
  const segments = node.$ref.replace(/^#\//, '').split('/');
  let target: any = document;
  for (const segment of segments) target = target[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  return resolve(target, node.$ref);
}

/** Every property a body schema names, through references and combinations. */
function properties(schema: Schema | undefined, found: Record<string, Schema> = {}): Record<string, Schema> {
  if (!schema) return found;
  const [resolved] = resolve(schema, '');
  Object.assign(found, resolved.properties);
  for (const part of [...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) properties(part, found);
  return found;
}

interface SchemaAt { at: string; value: object }
interface FuzzedOperation extends Operation {
  /** The schema of the JSON body, when the operation takes one. */
  jsonBody?: SchemaAt;
}

// Paths with servers of their own (the probes, outside /api/v4) take no input to fuzz.
const operations: FuzzedOperation[] = Object.entries(document.paths).filter(([, item]) => !item.servers).flatMap(([path, item]) =>
  ['get', 'post', 'put', 'delete', 'patch'].filter((method) => item[method]).map((method) => {
    const operation = item[method];
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) => resolve<SpecParameter>(parameter, '')[0]);
    const content = operation.requestBody ? resolve<any>(operation.requestBody, '')[0].content ?? {} : undefined;
    const bodySchema = content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
    const jsonBody = content?.['application/json']?.schema
      ? { at: operation.requestBody.$ref ?? `${method} ${path} request`, value: content['application/json'].schema }
      : undefined;
    return { method, path, parameters, bodyFields: content ? properties(bodySchema) : undefined, jsonBody };
  }))
  // Deletions last, so that the records the others need are there while they run.
  .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

/** Whether `status` is documented for the operation, and the schema of its JSON body (with its pointer). */
function responseCheck(operation: Operation, status: number): { documented: boolean; json: boolean; schema?: { at: string; value: object } } {
  const responses = document.paths[operation.path]![operation.method].responses as Record<string, { $ref?: string }>;
  const declared = responses[String(status)] ?? responses.default;
  if (!declared) return { documented: false, json: false };
  const [response, at] = resolve<{ content?: Record<string, { schema?: object }> }>(declared, `${operation.method} ${operation.path} ${status}`);
  const json = response.content?.['application/json'];
  return { documented: true, json: json !== undefined, schema: json?.schema ? { at, value: json.schema } : undefined };
}

const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** A validator of a response or request body schema; its `#/components/...` references resolve in the spec's components. */
function schemaValidator({ at, value }: SchemaAt, instance = ajv) {
  const key = `${instance === ajv ? 'as is' : 'converted'} ${at}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = at.startsWith('#/components/')
      ? instance.getSchema(`spec.json${at}/content/application~1json/schema`)!
      : instance.compile({ ...value, components: document.components });
    validators.set(key, validate);
  }
  return validate;
}

const booleanWords = new Map<string, boolean>([
  ...['1', 'on', 't', 'true', 'y', 'yes'].map((word) => [word, true] as const),
  ...['0', 'off', 'f', 'false', 'n', 'no'].map((word) => [word, false] as const),
]);

const isBooleanField = (schema: Schema | undefined): boolean => {
  const type = schema ? resolve(schema, '')[0].type : undefined;
  return type === 'boolean' || (Array.isArray(type) && type.includes('boolean'));
};

/**
 * Whether the spec forbids `text` as the JSON body of a request to `operation`. The conventions convert strings
 * and numbers (and booleans given for strings); a null, an array or an object of the wrong type, and a boolean for
 * anything but a string (or for a number that may also be a string), are never converted.
 */
function forbiddenJsonBody(operation: FuzzedOperation, text: string): boolean {
  let body: unknown;
  try { body = JSON.parse(text); } catch { return true; }
  const asSent = schemaValidator(operation.jsonBody!);
  if (asSent(body)) return false;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return true;
  const typeErrors = (asSent.errors ?? []).filter((error) => error.keyword === 'type');
  const unconverted = typeErrors.some((error) => {
    const value = error.instancePath.split('/').slice(1).reduce<any>((node, segment) => node?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')], body);
    if (typeof value === 'string' || typeof value === 'number') return false;
    if (typeof value !== 'boolean') return true;
    const wanted = typeErrors.filter((other) => other.instancePath === error.instancePath).flatMap((other) => String(other.params.type).split(','));
    return !wanted.includes('string') || wanted.includes('number') || wanted.includes('integer');
  });
  if (unconverted) return true;
  const converted = Object.fromEntries(Object.entries(body).map(([name, value]) =>
    [name, typeof value === 'string' && isBooleanField(operation.bodyFields?.[name]) ? booleanWords.get(value.toLowerCase()) ?? value : value]));
  return !schemaValidator(operation.jsonBody!, convertingAjv)(converted);
}

interface Records {
  project: number;
  victimProject: number;
  forkSource: number;
  group: number;
  user: number;
  namespace: number;
  mergeRequest: number;
  issue: number;
  milestone: number;
  hook: number;
  award: number;
  version: number;
  sha: string;
}

async function setUp(api: ApiContext): Promise<Records> {
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await api.request(method, path, { direct: true, token: adminToken, json });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
    return response.body;
  };
  const project = await call('POST', '/projects', { name: 'target', initialize_with_readme: true, visibility: 'public' });
  const victim = await call('POST', '/projects', { name: 'victim', initialize_with_readme: true });
  const source = await call('POST', '/projects', { name: 'source', initialize_with_readme: true, visibility: 'public' });
  const group = await call('POST', '/groups', { name: 'team', path: 'team' });
  const user = await api.createUser('fuzzed');
  const sha = (await call('POST', `/projects/${project.id}/repository/commits`, {
    branch: 'feature', start_branch: 'master', commit_message: 'Work', actions: [{ action: 'create', file_path: 'work.txt', content: 'work\n' }],
  })).id as string;
  const mergeRequest = await call('POST', `/projects/${project.id}/merge_requests`, { source_branch: 'feature', target_branch: 'master', title: 'Work' });
  const issue = await call('POST', `/projects/${project.id}/issues`, { title: 'Bug' });
  const milestone = await call('POST', `/projects/${project.id}/milestones`, { title: 'v1' });
  const hook = await call('POST', `/projects/${project.id}/hooks`, { url: 'https://example.com/hook' });
  const award = await call('POST', `/projects/${project.id}/merge_requests/${mergeRequest.iid}/award_emoji`, { name: 'thumbsup' });
  await call('PUT', `/projects/${project.id}/custom_attributes/team`, { value: 'red' });
  await call('POST', `/projects/${project.id}/labels`, { name: 'bug', color: '#FF0000' });
  const versions = await call('GET', `/projects/${project.id}/merge_requests/${mergeRequest.iid}/versions`);
  const namespaces = await call('GET', '/namespaces');
  return {
    project: project.id, victimProject: victim.id, forkSource: source.id, group: group.id, user: user.id,
    namespace: namespaces[0].id, mergeRequest: mergeRequest.iid, issue: issue.iid, milestone: milestone.id, hook: hook.id,
    award: award.id, version: versions[0].id, sha,
  };
}

/** The value of a real record for a path parameter of `operation`. */
function realValue(records: Records, operation: Operation, name: string): string {
  const destructive = (operation.method === 'delete' && operation.path === '/projects/{id}') || /\/(archive|unarchive)$/.test(operation.path);
  const byName: Record<string, string | number> = {
    user_id: records.user, key: 'team', group_id: records.group, forked_from_id: records.forkSource, branch: 'feature',
    sha: records.sha, file_path: 'README.md', milestone_id: records.milestone, issue_iid: records.issue, award_id: records.award,
    merge_request_iid: records.mergeRequest, hook_id: records.hook, version_id: records.version,
  };
  if (name !== 'id') return String(byName[name] ?? '1');
  if (operation.path.startsWith('/groups/')) return String(records.group);
  if (operation.path.startsWith('/users/')) return String(records.user);
  if (operation.path.startsWith('/namespaces/')) return String(records.namespace);
  return String(destructive ? records.victimProject : records.project);
}

async function send(api: ApiContext, request: FuzzRequest, retried = false): Promise<{ status: number; contentType: string | null; text: string }> {
  const query = request.query.length > 0 ? `?${new URLSearchParams(request.query)}` : '';
  let response: Response;
  try {
    response = await fetch(`${api.directUrl}${request.path}${query}`, {
      method: request.method,
      headers: { 'PRIVATE-TOKEN': adminToken, ...request.headers },
      body: request.body,
      redirect: 'manual',
    });
  } catch (error) {
    // A kept-alive connection the server closed as it was reused: sent again once on a new one.
    if (!retried && /ECONNRESET|other side closed/.test(String((error as Error).cause))) return send(api, request, true);
    throw error;
  }
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

/** What is wrong with the answer to `request`, or undefined. */
function problemWith(operation: FuzzedOperation, request: FuzzRequest, response: { status: number; contentType: string | null; text: string }): string | undefined {
  const { status, contentType, text } = response;
  if (status >= 500) return `answered ${status}`;
  const json = request.headers['Content-Type'] === 'application/json' && typeof request.body === 'string';
  if (status < 300 && json && operation.jsonBody && forbiddenJsonBody(operation, request.body as string)) return `answered ${status} to a body the spec forbids`;
  const check = responseCheck(operation, status);
  // A hostile path parameter may lead to no route at all: the catch-all 404 of the service.
  if (status === 404 && text === '{"error":"404 Not Found"}') return undefined;
  if (!check.documented) return `answered ${status}, which the operation does not document`;
  if (status >= 400 && contentType !== 'application/json') return `answered ${status} with Content-Type ${contentType}`;
  if (!check.json || status === 204 || status === 304) return undefined;
  let body: unknown;
  try { body = JSON.parse(text); } catch { return `answered ${status} with a body that is not JSON`; }
  if (!check.schema) return undefined;
  const validate = schemaValidator(check.schema);
  return validate(body) ? undefined : `answered ${status} with a body that breaks the spec: ${ajv.errorsText(validate.errors)}`;
}

describeApi('fuzzing every operation', (api) => {
  test(`${operations.length} operations × ${runsPerOperation} hostile requests: no 5xx, every answer as documented`, async () => {
    const records = await setUp(api);
    let requests = 0;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const operation of operations) {
      const started = Date.now();
      const outcome = await fc.check(
        fc.asyncProperty(hostileRequest(operation, (name) => realValue(records, operation, name)), async (request) => {
          requests += 1;
          const response = await send(api, request).catch((error: Error) => {
            throw new Error(`${request.description}\n${error.message}: ${String((error.cause as Error | undefined)?.message ?? '')}`);
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const problem = problemWith(operation, request, response);
          if (problem) throw new Error(`${request.description}\n${problem}\n${response.text.slice(0, 500)}`);
        }),
        { seed, numRuns: runsPerOperation, endOnFailure: true },
      );
      if (process.env.FUZZ_TIMING) console.log(`${Date.now() - started} ms ${operation.method} ${operation.path}`);
      // The failing request alone (fast-check's report would print every value of it, megabytes included).
      if (outcome.failed) failures.push(`${operation.method.toUpperCase()} ${operation.path}: ${String((outcome.errorInstance as Error | undefined)?.message ?? outcome.errorInstance).slice(0, 2000)}`);
    }
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    console.log(`fuzz: ${requests} requests, ${operations.length} operations, ${serverErrors} 5xx; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
  }, 600_000 + runsPerOperation * operations.length * 2_000);
});
