import { existsSync, readFileSync } from 'node:fs';

// `generated/` is at the package's root: one folder above a bundle of the server (dist/server.mjs, the test
// server's dist/index.mjs), two above this module in the sources.
const specFile = [new URL('../generated/openapi.json', import.meta.url), new URL('../../generated/openapi.json', import.meta.url)]
  .find((file) => existsSync(file)) ?? new URL('../../generated/openapi.json', import.meta.url);

/** The bundled spec, as published; `specDocument` is the one parse of it, which nothing changes. */
export const specText = readFileSync(specFile, 'utf8');

interface SchemaObject {
  properties?: Record<string, { default?: unknown }>;
}

export const specDocument = JSON.parse(specText) as {
  info: { title: string };
  /** The security requirements of operations that do not state their own. */
  security: Record<string, string[]>[];
  /** Path templates to their path items (methods and shared parameters). */
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, SchemaObject> };
};

/** The `default` of each property of a schema of the spec that declares one, by property name. */
export const schemaDefaults = (schema: string): Record<string, unknown> => Object.fromEntries(
  Object.entries(specDocument.components.schemas[schema]?.properties ?? {})
    .filter(([, property]) => 'default' in property)
    .map(([name, property]) => [name, property.default]),
);
