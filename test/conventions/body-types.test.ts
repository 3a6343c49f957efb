// JSON bodies are read by the types the spec declares. For every write that takes a JSON body (driven by the
// spec's body schemas, on the valid bodies of writes.ts), each property is sent, one at a time, with each value of
// a type that the real service does not convert: a boolean for an integer or a number, `null` for a property that
// may not be null, a word that is no boolean for a boolean, a list for a single value. Each is refused with a 400
// naming the property, and nothing is stored. A number for a string is taken as its text, as the spec's
// conventions say: sent on the same state, it gets the answer that its text gets.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { writes } from './writes.js';

interface Schema {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface RequestBody { $ref?: string; content?: Record<string, { schema?: Schema }> }

const spec = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: RequestBody; 'x-test-mode-only'?: boolean }>>;
  components: { schemas: Record<string, Schema>; requestBodies?: Record<string, RequestBody> };
};

const resolved = (schema: Schema): Schema => (schema.$ref ? resolved(spec.components.schemas[schema.$ref.split('/').at(-1)!]!) : schema);

/** Every property a body schema names, through references and combinations. */
function properties(schema: Schema, found: Record<string, Schema> = {}): Record<string, Schema> {
  const object = resolved(schema);
  for (const [name, property] of Object.entries(object.properties ?? {})) found[name] ??= property;
  for (const part of [...(object.allOf ?? []), ...(object.anyOf ?? []), ...(object.oneOf ?? [])]) properties(part, found);
  return found;
}

/** The types a property may have, its alternatives' included; empty when it may have any. */
function typesOf(schema: Schema): string[] {
  const property = resolved(schema);
  const alternatives = [...(property.anyOf ?? []), ...(property.oneOf ?? [])];
  if (alternatives.length > 0) {
    const types = alternatives.map(typesOf);
    return types.some((list) => list.length === 0) ? [] : types.flat();
  }
  return property.type === undefined ? [] : [property.type].flat();
}

interface Mutation { name: string; value: unknown; what: string }

/** The values of a wrong type for one property, which the real service refuses. */
function refusedMutations(name: string, schema: Schema): Mutation[] {
  const types = typesOf(schema);
  if (types.length === 0) return [];
  const mutations: Mutation[] = [];
  const takes = (...wanted: string[]) => wanted.some((type) => types.includes(type));
  if (takes('integer', 'number') && !takes('boolean')) mutations.push({ name, value: true, what: 'a boolean for a number' });
  const items = takes('array') ? resolved(resolved(schema).items ?? {}) : undefined;
  if (items && typesOf(items).some((type) => type === 'integer' || type === 'number') && !typesOf(items).includes('string')) {
    mutations.push({ name, value: [true], what: 'a boolean in a list of numbers' });
  }
  if (!takes('null')) mutations.push({ name, value: null, what: 'null for a property that may not be null' });
  if (takes('boolean') && !takes('string')) mutations.push({ name, value: 'maybe', what: 'a word that is no boolean for a boolean' });
  const scalar = takes('string') ? 'a' : takes('integer', 'number') ? 1 : takes('boolean') ? true : undefined;
  if (!takes('array', 'object') && scalar !== undefined) mutations.push({ name, value: [scalar], what: 'a list for a single value' });
  return mutations;
}

/** A value of another type for one property that the real service converts to the property's type. */
function convertedMutations(name: string, schema: Schema): Mutation[] {
  const types = typesOf(schema);
  if (!types.includes('string') || types.some((type) => type !== 'string' && type !== 'null')) return [];
  // A boolean for a string (converted alike) is left to the examples below: each taken value costs a real write.
  return [{ name, value: 12345, what: 'a number for a string' }];
}

function jsonBodySchema(operation: string): Schema {
  const [method, path] = operation.split(' ') as [string, string];
  let body = spec.paths[path]![method.toLowerCase()]!.requestBody!;
  if (body.$ref) body = spec.components.requestBodies![body.$ref.split('/').at(-1)!]!;
  return body.content!['application/json']!.schema!;
}

/** Every row of every table, to show that a refused request stored nothing. */
async function storedRows(api: ApiContext): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of await api.db.introspection.getTables()) {
    rows[table.name] = (await api.db.selectFrom(table.name as never).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

const operationsWithJsonBodies = Object.entries(spec.paths).flatMap(([path, item]) => Object.entries(item)
  // The test-mode operations exist only on a server in test mode, not the one these tests build; test/testing covers them.
  .filter(([, operation]) => !operation['x-test-mode-only'])
  .filter(([, operation]) => {
    const body = operation.requestBody?.$ref ? spec.components.requestBodies?.[operation.requestBody.$ref.split('/').at(-1)!] : operation.requestBody;
    return body?.content?.['application/json'] !== undefined;
  })
  .map(([method]) => `${method.toUpperCase()} ${path}`));

test('writes.ts holds every operation that takes a JSON body', () => {
  expect(operationsWithJsonBodies.filter((operation) => !writes.some((write) => write.operation === operation))).toEqual([]);
});

const firstWrites = writes.filter((write, index) => writes.findIndex((other) => other.operation === write.operation) === index);

describeApi('JSON bodies are typed as the spec says', (api) => {
  test.each(firstWrites.map((write) => [write.operation, write] as const))('%s: wrong types refused, nothing stored', async (operation, write) => {
    const method = operation.split(' ')[0]!;
    const { path, body } = await write.prepare(api, 'typed');
    const bodyProperties = Object.entries(properties(jsonBodySchema(operation)));
    const send = (name: string, value: unknown) => api.request(method, path, { token: adminToken, direct: true, json: { ...body, [name]: value } });
    const refused = bodyProperties.flatMap(([name, schema]) => refusedMutations(name, schema));
    expect(refused.length).toBeGreaterThan(0);
    // The token's use is recorded at most once a minute: recorded now, the requests below leave every row as it is.
    await api.request('GET', '/user', { token: adminToken, direct: true });
    const before = await storedRows(api);
    const accepted: string[] = [];
    for (const { name, value, what } of refused) {
      const response = await send(name, value);
      const named = response.status === 400 && new RegExp(`\\b${name}\\b`).test(response.text);
      if (!named) accepted.push(`${name}: ${what} (${JSON.stringify(value)}) answered ${response.status} ${response.text.slice(0, 200)}`);
    }
    expect(accepted).toEqual([]);
    expect(await storedRows(api)).toEqual(before);

    // A converted value that is refused (by a pattern, a format, a rule of the record) is refused as its text is,
    // on the same state; one that is taken has changed the state, and its text is not sent after it.
    const unlike: string[] = [];
    for (const { name, value, what } of bodyProperties.flatMap(([property, schema]) => convertedMutations(property, schema))) {
      const converted = await send(name, value);
      if (converted.status < 300) continue;
      const text = await send(name, String(value));
      if (converted.status !== text.status || converted.text !== text.text) {
        unlike.push(`${name}: ${what} answered ${converted.status} ${converted.text.slice(0, 200)}, its text ${text.status} ${text.text.slice(0, 200)}`);
      }
    }
    expect(unlike).toEqual([]);
  });
});

describeApi('JSON body types, by example', (api) => {
  test('a boolean is no id, a null no switch; a number or a boolean for a string is its text', async () => {
    const call = (method: string, path: string, json: unknown) => api.request(method, path, { token: adminToken, json });
    const project = (await call('POST', '/projects', { name: 'typed', initialize_with_readme: true })).body;
    const hook = (await call('POST', `/projects/${project.id}/hooks`, { url: 'https://example.com/hook', push_events: true })).body;

    const request = await call('POST', `/projects/${project.id}/merge_requests`, { source_branch: 'master', target_branch: 'other', title: 'T', target_project_id: true });
    expect(request.status).toBe(400);
    expect(request.body).toEqual({ error: 'target_project_id is invalid' });
    expect((await call('GET', `/projects/${project.id}/merge_requests`, undefined)).body).toEqual([]);

    const silenced = await call('PUT', `/projects/${project.id}/hooks/${hook.id}`, { url: 'https://example.com/hook', push_events: null });
    expect(silenced.body).toEqual({ error: 'push_events is invalid' });
    expect((await call('GET', `/projects/${project.id}/hooks/${hook.id}`, undefined)).body.push_events).toBe(true);

    const settings = await call('PUT', '/application/settings', { signup_enabled: null, default_projects_limit: true });
    expect(settings.status).toBe(400);
    expect(settings.body).toEqual({ message: { signup_enabled: ['is invalid'], default_projects_limit: ['is not a number'] } });
    expect((await call('GET', '/application/settings', undefined)).body).toMatchObject({ signup_enabled: true, default_projects_limit: 100000 });

    const issue = await call('POST', `/projects/${project.id}/issues`, { title: 12345, description: null });
    expect(issue.body).toEqual({ error: 'description is invalid' });
    const titled = await call('POST', `/projects/${project.id}/issues`, { title: 12345, confidential: 'yes' });
    expect(titled.status).toBe(201);
    expect(titled.body).toMatchObject({ title: '12345', confidential: true });
    const named = await call('POST', '/projects', { name: true });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ name: 'true', path_with_namespace: 'root/true' });
  });
});
