// Every write that takes a body gives the same answer sent as JSON and sent form-encoded by Rails' rules: each is
// made twice on state of its own, once each way, and the answers are compared with what legitimately differs
// (ids, timestamps, commit shas, links, secrets) masked.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { comparable, formPairs } from './rails-form-pairs.js';
import { writes } from './writes.js';

interface RequestBody { $ref?: string; content?: Record<string, unknown> }
const spec = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: RequestBody; 'x-test-mode-only'?: boolean }>>;
  components: { requestBodies?: Record<string, RequestBody> };
};
const resolved = (body: RequestBody | undefined): RequestBody | undefined =>
  body?.$ref ? spec.components.requestBodies?.[body.$ref.split('/').at(-1)!] : body;

/** The operations whose request body may be form-encoded. */
const formWrites = Object.entries(spec.paths).flatMap(([path, item]) => Object.entries(item)
  // The test-mode operations exist only on a server in test mode, not the one these tests build; test/testing covers them.
  .filter(([, operation]) => !operation['x-test-mode-only'] && resolved(operation.requestBody)?.content?.['application/x-www-form-urlencoded'] !== undefined)
  .map(([method]) => `${method.toUpperCase()} ${path}`));

test('the table holds every write of the spec that takes a form body', () => {
  expect([...new Set(writes.map((write) => write.operation))].sort()).toEqual(formWrites.sort());
});

describeApi('every write, as JSON and form-encoded', (api) => {
  test.each(writes.map((write) => [`${write.operation}${write.variant ? ` (${write.variant})` : ''}`, write] as const))('%s', async (_name, write) => {
    const send = async (encoding: 'json' | 'form') => {
      const tag = `via${encoding}`;
      const { path, body } = await write.prepare(api, tag);
      const method = write.operation.split(' ')[0]!;
      const response = await api.request(method, path, { token: adminToken, ...(encoding === 'json' ? { json: body } : { form: formPairs(body) }) });
      return { status: response.status, body: comparable(response.body, tag) };
    };
    const json = await send('json');
    expect(json.status, JSON.stringify(json.body)).toBeLessThan(300);
    const form = await send('form');
    expect(form).toEqual(json);
  });
});
