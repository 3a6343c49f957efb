// The spec's examples, captured from the reference server by `npm run examples`: every operation has a request
// example where it takes a JSON body and a response example for each status it documents with a body, and the mock
// answers with them. An operation added without an example fails here, naming it, and so does an error example
// written by hand where a request gives the answer.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import { capturedMarker, handWrittenErrors } from '../../scripts/examples/errors.js';
import { exampleRequests } from '../../scripts/examples/requests.js';

type Node = Record<string, any>;

const spec = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as Node;
const methods = ['get', 'put', 'post', 'delete', 'patch'];
const resolve = (node: Node): Node => (typeof node?.$ref === 'string'
  ? resolve(node.$ref.slice(2).split('/').reduce((parent: Node, key: string) => parent[key], spec))
  : node);
const operations = Object.entries(spec.paths as Node).flatMap(([path, item]: [string, Node]) => methods.filter((method) => item[method])
  .map((method) => ({ name: `${method.toUpperCase()} ${path} (${item[method].operationId})`, operation: item[method] as Node, outsideApi: item.servers !== undefined })));
const hasExample = (mediaType: Node) => mediaType.example !== undefined || Object.keys(mediaType.examples ?? {}).length > 0;

describe('examples', () => {
  test('every operation has an example request in scripts/examples/requests.ts', () => {
    // The probes (paths with servers of their own, outside /api/v4) carry their examples in the spec.
    const missing = operations.filter(({ operation, outsideApi }) => !outsideApi && !(operation.operationId in exampleRequests)).map(({ name }) => name);
    expect(missing, 'add them to scripts/examples/requests.ts and run `npm run examples`').toEqual([]);
  });

  test('every JSON request body and every response with a body has an example', () => {
    const missing = operations.flatMap(({ name, operation }) => {
      const body = resolve(operation.requestBody ?? {}).content?.['application/json'];
      const responses = Object.entries(operation.responses as Node).flatMap(([status, response]) => Object.entries(resolve(response).content ?? {})
        .filter(([, mediaType]) => !hasExample(mediaType as Node)).map(([type]) => `${name} ${status} ${type}`));
      return [...(body !== undefined && !hasExample(body) ? [`${name} request body`] : []), ...responses];
    });
    expect(missing, 'run `npm run examples`').toEqual([]);
  });

  test('every error example is an answer captured by `npm run examples`, but those no request gives', () => {
    // The capture describes each error example it writes by the request that gave it; those without that
    // description were written by hand.
    const captured = (example: Node) => [example.summary, example.description].some((text) => typeof text === 'string' && text.startsWith(capturedMarker));
    const handWritten = operations.flatMap(({ operation }) => Object.entries(operation.responses as Node)
      .filter(([status]) => Number(status) >= 400)
      .flatMap(([status, response]) => Object.values(resolve(response).content ?? {}).flatMap((mediaType) => [
        ...((mediaType as Node).example === undefined ? [] : [undefined]),
        ...Object.values((mediaType as Node).examples ?? {}).map((example) => resolve(example as Node)),
      ]).filter((example) => example === undefined || !captured(example)).map(() => `${operation.operationId} ${status}`)));
    expect([...new Set(handWritten)].sort(), 'give each a request in scripts/examples/errors.ts and run `npm run examples`').toEqual(Object.keys(handWrittenErrors).sort());
  });

  test('the examples of different operations show the same fixture: the project of a merge request is the project', () => {
    const example = (operationId: string) => {
      const [path, method] = Object.entries(spec.paths as Node).flatMap(([path, item]: [string, Node]) => methods.filter((method) => item[method]?.operationId === operationId).map((method) => [path, method]))[0]!;
      const content = resolve(spec.paths[path!][method!].responses['200']).content['application/json'];
      return resolve(Object.values(content.examples as Node)[0] as Node).value as Node;
    };
    const project = example('getProject');
    const mergeRequest = example('getMergeRequest');
    expect(mergeRequest.project_id).toBe(project.id);
    expect(mergeRequest.web_url).toContain(project.web_url);
    expect(example('listProjectIssues').every((issue: Node) => issue.project_id === project.id)).toBe(true);
  });
});

describe('the mock', () => {
  const mock = inject('prismMockUrl');

  test('answers a list with the captured items and pagination links that stay on the mock', async () => {
    const response = await fetch(`${mock}/projects/1/issues`, { headers: { 'PRIVATE-TOKEN': 'any-token' } });
    expect(response.status).toBe(200);
    const issues = await response.json() as Node[];
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]).toMatchObject({ project_id: 1, title: expect.any(String), author: { username: expect.any(String) }, web_url: expect.stringMatching(/^https:\/\/code\.example\.com\/alice\/tool\/-\/issues\/\d+$/) });
    expect(Number(response.headers.get('x-total'))).toBeGreaterThan(0);
    const links = [...(response.headers.get('link') ?? '').matchAll(/<([^>]*)>; rel="(\w+)"/g)];
    expect(links.map(([, , rel]) => rel)).toEqual(expect.arrayContaining(['first', 'last']));
    for (const [, url] of links) expect(new URL(url!, `${mock}/projects/1/issues`).origin).toBe(new URL(mock).origin);
  });
});
