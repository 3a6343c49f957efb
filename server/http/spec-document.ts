import { existsSync, readFileSync } from 'node:fs';
import type { ReferenceObject, SchemaObject, SpecDocument } from './openapi.js';

// `generated/` is at the package's root: one folder above a bundle of the server (dist/server.mjs, the test
// server's dist/index.mjs), two above this module in the sources.
const specFile = [new URL('../generated/openapi.json', import.meta.url), new URL('../../generated/openapi.json', import.meta.url)]
  .find((file) => existsSync(file)) ?? new URL('../../generated/openapi.json', import.meta.url);

/** The bundled spec, as published; `specDocument` is the one parse of it, which nothing changes. */
export const specText = readFileSync(specFile, 'utf8');

export const specDocument = JSON.parse(specText) as SpecDocument;

/** The properties of a schema of `components.schemas`, by name. */
export const schemaProperties = (schema: string): Record<string, ReferenceObject | SchemaObject> => {
  const found = specDocument.components.schemas?.[schema];
  return (found && !('$ref' in found) ? found.properties : undefined) ?? {};
};

/** The `default` of each property of a schema of the spec that declares one, by property name. */
export const schemaDefaults = (schema: string): Record<string, unknown> => Object.fromEntries(
  Object.entries(schemaProperties(schema))
    .filter(([, property]) => 'default' in property)
    .map(([name, property]) => [name, (property as SchemaObject).default]),
);
