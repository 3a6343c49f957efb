// The request validator's copy of the spec:
// - The real service reads query values as Rack does and accepts reserved characters unencoded (`search=a+b`,
//   `created_after=2017-04-29T08:46:00Z`), while the validator refuses them unless a parameter has
//   `allowReserved`: its copy sets that on every query parameter.
// - Array parameters are documented with the names clients send (`iids[]=1&iids[]=2`), which the validator
//   mishandles (express-openapi-validator issues 1115 and 1196): its copy names them without the brackets, as the
//   compatibility step renames them (bracketed-names.ts), and as the typed handlers read them (route.ts).
// - "At least one of" rules are published as an extension; its copy states them as schemas (see at-least-one-of.ts).
// - The published server URL is templated (`{scheme}://{host}/api/v4`); its copy names the base path the API is
//   mounted at, which is all the validator reads from it.
// - Unless it checks responses too, its copy leaves out what only responses and readers use (responses, examples,
//   code samples, and the schemas no request reaches): the validator clones, walks and compiles all it is given,
//   which was most of the time it took to start.
import type { OpenAPIV3 } from 'express-openapi-validator/dist/framework/types.js';
import type { ParameterObject, ReferenceObject, SpecDocument } from './openapi.js';
import { specDocument } from './spec-document.js';
import { apiBasePath } from './spec-index.js';
import { enforceAtLeastOneOf } from './at-least-one-of.js';

function adaptQueryParameter(node: ParameterObject | ReferenceObject): void {
  if ('$ref' in node || node.in !== 'query') return;
  node.allowReserved = true;
  node.name = node.name.replace(/\[\]$/, '');
}

const schemaPrefix = '#/components/schemas/';

/** The component schemas a node refers to, and those they refer to in turn. */
function reachableSchemas(document: SpecDocument, from: unknown): Set<string> {
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(schemaPrefix)) {
      const name = ref.slice(schemaPrefix.length);
      if (!reached.has(name)) {
        reached.add(name);
        visit(document.components.schemas?.[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(from);
  return reached;
}

/**
 * A copy of what validating requests reads: each operation without its responses and code samples, and of the
 * component schemas only those requests reach. Copied part by part, so that what is left out is not copied first
 * (the whole spec took about twice as long to copy).
 */
function copyForRequests(spec: SpecDocument): SpecDocument {
  const paths: SpecDocument['paths'] = {};
  for (const [path, item] of Object.entries(spec.paths)) {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      if (typeof value !== 'object' || value === null || !('responses' in value)) {
        copy[key] = structuredClone(value);
        continue;
      }
      const { responses: _responses, 'x-codeSamples': _codeSamples, ...operation } = value as typeof value & { 'x-codeSamples'?: unknown };
      copy[key] = { ...structuredClone(operation), responses: { default: { description: 'Not checked' } } };
    }
    paths[path] = copy as SpecDocument['paths'][string];
  }
  const { paths: _paths, components: specComponents, ...document } = spec;
  const { responses: _responses, examples: _examples, headers: _headers, schemas = {}, ...components } = specComponents;
  const reached = reachableSchemas(spec, { paths, parameters: components.parameters, requestBodies: components.requestBodies });
  const reachedSchemas = Object.entries(schemas).filter(([name]) => reached.has(name));
  return {
    ...structuredClone(document),
    paths,
    components: { ...structuredClone(components), schemas: Object.fromEntries(reachedSchemas.map(([name, schema]) => [name, structuredClone(schema)])) },
  };
}

export function validatorDocument(checksResponses: boolean): OpenAPIV3.DocumentV3_1 {
  // Paths with servers of their own (the probes) are outside /api/v4.
  const api: SpecDocument = { ...specDocument, paths: Object.fromEntries(Object.entries(specDocument.paths).filter(([, item]) => !item.servers)) };
  // A copy: the validator's differs from the spec, which the rest of the server reads as it is.
  const document = checksResponses ? structuredClone(api) : copyForRequests(api);
  document.servers = [{ url: apiBasePath }];
  for (const item of Object.values(document.paths)) {
    item.parameters?.forEach(adaptQueryParameter);
    for (const value of Object.values(item)) if (typeof value === 'object' && 'responses' in value) value.parameters?.forEach(adaptQueryParameter);
  }
  Object.values(document.components.parameters ?? {}).forEach(adaptQueryParameter);
  enforceAtLeastOneOf(document);
  return document as unknown as OpenAPIV3.DocumentV3_1;
}
