// The spec's examples for the project, project hook and application settings operations are valid: every request
// and response body has one, and each validates against its schema (ajv, JSON Schema 2020-12, as in
// test/hooks/payload-schemas.ts). Redocly's lint does not check this.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, test } from 'vitest';

interface Media { schema?: unknown; example?: unknown; examples?: Record<string, unknown> }
interface Operation { tags?: string[]; summary?: string; description?: string; requestBody?: unknown; responses: Record<string, unknown> }

const document = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: unknown;
};
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
// OpenAPI's `example` is not a JSON Schema keyword: strict mode is off so that it is ignored.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'spec.json', components: document.components });

/** Follows a local `$ref` (`#/components/...`). */
function resolve<T>(value: T): T {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value;
  return resolve(ref.slice(2).split('/').reduce((node: any, key) => node[key], document) as T);
}

/** The schema with its references made absolute to the registered document. */
const absolute = (schema: unknown): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"spec.json#/components/')) as object;

function examplesOf(media: Media): [string, unknown][] {
  const found: [string, unknown][] = [];
  if ('example' in media) found.push(['example', media.example]);
  for (const [name, example] of Object.entries(media.examples ?? {})) found.push([name, resolve(example as { value: unknown }).value]);
  const schema = resolve(media.schema as { example?: unknown });
  if (schema && 'example' in schema) found.push(['schema example', schema.example]);
  return found;
}

const families = new Set(['projects', 'project hooks', 'application settings']);
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => operation.tags?.some((tag) => families.has(tag)))
    .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const));

describe('examples of the project, project hook and application settings operations', () => {
  test('there are operations to check', () => {
    expect(operations.length).toBeGreaterThanOrEqual(27);
  });

  for (const [name, operation] of operations) {
    test(name, () => {
      expect(operation.summary, 'summary').toBeTruthy();
      expect(operation.description, 'description').toBeTruthy();
      const bodies: [string, Media][] = [
        ...Object.entries(resolve(operation.requestBody as { content?: Record<string, Media> } | undefined)?.content ?? {})
          .map(([type, media]) => [`request ${type}`, media] as [string, Media]),
        ...Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.entries(resolve(response as { content?: Record<string, Media> }).content ?? {})
            .map(([type, media]) => [`${status} ${type}`, media] as [string, Media])),
      ];
      const problems: string[] = [];
      for (const [where, media] of bodies) {
        if (!media.schema) continue;
        const validate = ajv.compile(absolute(media.schema));
        const examples = examplesOf(media);
        if (examples.length === 0) problems.push(`${where}: no example`);
        for (const [label, example] of examples) {
          if (!validate(example)) problems.push(`${where} ${label}: ${ajv.errorsText(validate.errors)}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
