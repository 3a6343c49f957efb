// The TypeScript types of a fixture file, from its JSON Schema (fixtures/fixture.schema.json): the schema's
// definitions, and the file itself as `Fixture`, become the components of a schema-only OpenAPI 3.1 document, which
// openapi-typescript (the generator of generated/api.d.ts) turns into types. The keywords the schema uses mean the
// same in draft-07 and in OpenAPI 3.1's JSON Schema.
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

export async function fixtureTypes(schemaFile: string): Promise<string> {
  const { $schema, $id, definitions, ...fixture } = JSON.parse(await readFile(schemaFile, 'utf8')) as Record<string, unknown>;
  const schemas = JSON.parse(JSON.stringify({ ...(definitions as object), Fixture: fixture }).replaceAll('"#/definitions/', '"#/components/schemas/'));
  const document = { openapi: '3.1.0', info: { title: String(fixture.title), version: String($id) }, paths: {}, components: { schemas } };
  // An object the schema leaves open (the settings) is a record of unknown values, not an empty one.
  return astToString(await openapiTS(document as never, { alphabetize: false, defaultNonNullable: false, emptyObjectsUnknown: true }));
}
