// Delivered payloads are checked against the `webhooks` schemas of the bundled spec (generated/openapi.json) with
// ajv's JSON Schema 2020-12 validator. ajv and ajv-formats are not direct dependencies: they come with
// express-openapi-validator and Prism.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';

const document = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as { components: unknown };
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
// OpenAPI's `example` is not a JSON Schema keyword: strict mode is off so that it is ignored.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'spec.json', components: document.components });

export type WebhookSchema = 'WebhookPushEvent' | 'WebhookMergeRequestEvent' | 'WebhookIssueEvent';

export function expectMatchesSchema(payload: unknown, schema: WebhookSchema): void {
  const validate = ajv.getSchema(`spec.json#/components/schemas/${schema}`);
  if (!validate) throw new Error(`no schema ${schema}`);
  const valid = validate(payload);
  expect(valid ? [] : validate.errors).toEqual([]);
}
