import { readFileSync } from 'node:fs';

/** The bundled spec, as served and as the validator and the settings defaults read it. */
export const specText = readFileSync(new URL('../generated/openapi.json', import.meta.url), 'utf8');

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
