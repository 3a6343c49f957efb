// The spec as people take it away: to generate clients (one sudo parameter, named schemas, "at least one of" as an
// extension, a 3.0 down-conversion), to publish it (tag groups, contact, webhooks with examples and no API
// security, deprecated legacy operations, no wording that means nothing to a reader) and to mock it.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

type Node = Record<string, any>;

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const spec = JSON.parse(read('generated/openapi.json')) as Node;
const spec30 = JSON.parse(read('generated/openapi-3.0.json')) as Node;
const methods = ['get', 'put', 'post', 'delete', 'patch'];

const resolve = (document: Node, node: Node): Node => {
  if (typeof node?.$ref !== 'string') return node;
  return resolve(document, node.$ref.slice(2).split('/').reduce((parent: Node, key: string) => parent[key.replace(/~1/g, '/')], document));
};

function operationsOf(document: Node): { path: string; method: string; operation: Node; parameters: Node[] }[] {
  return Object.entries(document.paths as Node).flatMap(([path, item]: [string, Node]) => methods.filter((method) => item[method]).map((method) => ({
    path,
    method,
    operation: item[method] as Node,
    parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((parameter: Node) => resolve(document, parameter)),
  })));
}

function everySchema(node: unknown, visit: (schema: Node) => void): void {
  if (Array.isArray(node)) return node.forEach((item) => everySchema(item, visit));
  if (typeof node !== 'object' || node === null) return;
  visit(node as Node);
  Object.values(node).forEach((value) => everySchema(value, visit));
}

describe('the spec for client generators', () => {
  test('sudo is one parameter per operation: the Sudo header, never also a sudo query parameter', () => {
    const operations = operationsOf(spec);
    expect(operations.length).toBeGreaterThan(100);
    for (const { path, method, parameters } of operations) {
      const sudo = parameters.filter((parameter) => parameter.name.toLowerCase() === 'sudo');
      expect(sudo.map((parameter) => `${parameter.in} ${parameter.name}`), `${method} ${path}`).toEqual(sudo.length === 0 ? [] : ['header Sudo']);
    }
    expect(operations.filter(({ parameters }) => parameters.some((parameter) => parameter.name === 'Sudo')).length).toBeGreaterThan(100);
  });

  test('"at least one of" rules are minProperties 1 and an x-at-least-one-of list of attributes the body has', () => {
    const schemas = spec.components.schemas as Record<string, Node>;
    const propertyNames = (schema: Node): string[] => [
      ...Object.keys(schema.properties ?? {}),
      ...(schema.allOf ?? []).flatMap((part: Node) => propertyNames(resolve(spec, part))),
    ];
    const withRule = Object.entries(schemas).filter(([, schema]) => schema['x-at-least-one-of']);
    expect(withRule.map(([name]) => name).sort()).toEqual([
      'IssueUpdateRequest', 'LabelLegacyUpdateRequest', 'LabelUpdateRequest', 'MergeRequestUpdateRequest', 'ProjectCreateRequest', 'ProjectEditMultipartRequest',
      'ProjectEditRequest', 'TestClockRequest', 'TestFaultRequest', 'UserCreateRequest',
    ]);
    for (const [name, schema] of withRule) {
      expect(schema.minProperties, name).toBe(1);
      expect(propertyNames(schema), name).toEqual(expect.arrayContaining(schema['x-at-least-one-of']));
    }
    // No alternative of one required attribute is left for generators to name.
    everySchema(spec.components, (schema) => {
      for (const keyword of ['anyOf', 'oneOf']) {
        const alternatives = schema[keyword] as Node[] | undefined;
        expect(alternatives?.every((alternative) => alternative.required && !alternative.type && !alternative.$ref) ?? false).toBe(false);
      }
    });
  });

  test('validation messages are not recursive: an embedded entity has its own named schema', () => {
    const messages = JSON.stringify(spec.components.schemas.ValidationMessages);
    expect(messages).not.toContain('#/components/schemas/ValidationMessages');
    expect(messages).toContain('#/components/schemas/EmbeddedValidationMessages');
    expect(JSON.stringify(spec.components.schemas.EmbeddedValidationMessages)).not.toContain('$ref');
  });

  test('the server URL is templated, defaulting to http://localhost:3000', () => {
    expect(spec.servers).toEqual([expect.objectContaining({
      url: '{scheme}://{host}/api/v4',
      variables: { scheme: { enum: ['http', 'https'], default: 'http' }, host: { default: 'localhost:3000' } },
    })]);
  });
});

describe('the OpenAPI 3.0 down-conversion', () => {
  test('is OpenAPI 3.0 with the same operations, webhooks as x-webhooks', () => {
    expect(spec30.openapi).toBe('3.0.3');
    expect(spec30.jsonSchemaDialect).toBeUndefined();
    expect(spec30.webhooks).toBeUndefined();
    expect(Object.keys(spec30['x-webhooks'])).toEqual(Object.keys(spec.webhooks));
    expect(operationsOf(spec30).map(({ operation }) => operation.operationId)).toEqual(operationsOf(spec).map(({ operation }) => operation.operationId));
    expect(spec30.info.license).toEqual({ name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' });
  });

  test('has no JSON Schema 2020-12 forms and one request body media type per operation', () => {
    everySchema(spec30, (node) => {
      expect(Array.isArray(node.type) || node.type === 'null', JSON.stringify(node).slice(0, 200)).toBe(false);
      expect(node).not.toHaveProperty('const');
      expect(node).not.toHaveProperty('contentMediaType');
      if (node.schema && Array.isArray(node.schema.examples)) expect.unreachable();
    });
    for (const { path, method, operation } of operationsOf(spec30)) {
      const body = resolve(spec30, operation.requestBody ?? { content: { none: {} } });
      expect(Object.keys(body.content), `${method} ${path}`).toHaveLength(1);
    }
    const createProject = operationsOf(spec30).find(({ operation }) => operation.operationId === 'createProject')!;
    expect(Object.keys(createProject.operation.requestBody.content)).toEqual(['application/json']);
  });

  test('states a property that may be null as nullable, and not as required', () => {
    const project = spec30.components.schemas.Project;
    expect(project.properties.import_error).toMatchObject({ type: 'string', nullable: true });
    expect(project.properties.owner).toEqual({ $ref: '#/components/schemas/ProjectOwner' });
    expect(project.required).not.toContain('owner');
    expect(project.required).not.toContain('import_error');
    expect(project.required).toContain('visibility');
  });
});

describe('the spec for readers', () => {
  test('no wording that refers to the documents the API was specified from', () => {
    for (const text of [read('generated/openapi.json'), read('generated/openapi-3.0.json'), read('README.md')]) {
      expect(text).not.toMatch(/\bseeds?\b/i);
    }
  });

  test('webhooks carry a captured delivery as their example and none of the API\'s security schemes', () => {
    const kinds: Record<string, string> = { pushHook: 'push', tagPushHook: 'tag_push', mergeRequestHook: 'merge_request', issueHook: 'issue' };
    expect(Object.keys(spec.webhooks).sort()).toEqual(Object.keys(kinds).sort());
    for (const [name, item] of Object.entries(spec.webhooks as Record<string, Node>)) {
      expect(item.post.security, name).toEqual([]);
      const examples = Object.values(item.post.requestBody.content['application/json'].examples as Record<string, Node>).map((example) => resolve(spec, example));
      expect(examples.length, name).toBeGreaterThan(0);
      for (const example of examples) expect(example.value.object_kind, name).toBe(kinds[name]);
    }
  });

  test('tag groups separate the main resources from the supporting ones and cover every tag once', () => {
    const declared = (spec.tags as Node[]).map((tag) => tag.name).sort();
    const grouped = (spec['x-tagGroups'] as Node[]).flatMap((group) => group.tags as string[]);
    expect([...grouped].sort()).toEqual(declared);
    expect(new Set(grouped).size).toBe(grouped.length);
    const used = new Set([...operationsOf(spec), ...Object.values(spec.webhooks as Node).map((item: Node) => ({ operation: item.post }))]
      .flatMap(({ operation }) => operation.tags as string[]));
    expect([...used].sort()).toEqual(declared);
    expect(spec['x-tagGroups'][0]).toMatchObject({ name: 'Merge requests and projects', tags: expect.arrayContaining(['merge requests', 'projects', 'project hooks', 'application settings']) });
    for (const tag of spec['x-tagGroups'][1].tags as string[]) {
      expect((spec.tags as Node[]).find((declaredTag) => declaredTag.name === tag)?.description, tag).toMatch(/supporting resource/);
    }
  });

  test('contact, external documentation and license are given', () => {
    expect(spec.info.contact.name).toBeTruthy();
    expect(spec.externalDocs.url).toMatch(/^https:\/\//);
    expect(spec.info.license.identifier).toBe('MIT');
  });

  test('legacy operations are deprecated, and only they', () => {
    const deprecated = operationsOf(spec).filter(({ operation }) => operation.deprecated).map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(deprecated.sort()).toEqual([
      'DELETE /projects/{id}/services/custom-issue-tracker',
      'GET /projects/{id}/services/custom-issue-tracker',
      'POST /projects/{id}/merge_requests/{merge_request_iid}/cancel_merge_when_pipeline_succeeds',
      'PUT /projects/{id}/services/custom-issue-tracker',
    ]);
  });

  test('the mock\'s pagination examples are relative links of a last page, so a paginating client stays and stops', () => {
    const headers = spec.components.headers as Node;
    expect(headers.Link.example).not.toMatch(/https?:/);
    expect(headers.Link.example).not.toMatch(/rel="next"/);
    expect(headers.XNextPage.example).toBe('');
    expect(headers.XPage.example).toBe(headers.XTotalPages.example);
  });
});
