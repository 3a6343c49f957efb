// "At least one of these attributes" is published as `minProperties: 1` with the attributes listed in the extension
// `x-at-least-one-of`, which client generators turn into a plain object instead of one machine-named type per
// alternative. The request validator and the mock need the rule itself: each list becomes again an `anyOf` of
// one-attribute `required` sets, whose failure the error handler reports as
// "a, b are missing, at least one parameter must be provided".
import type { SchemaObject } from './openapi.js';

/** Rewrites, in place, every schema in `node` that carries `x-at-least-one-of`. */
export function enforceAtLeastOneOf(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(enforceAtLeastOneOf);
  if (typeof node !== 'object' || node === null) return;
  // Any object of the document: those that carry the extension are schemas.
  const schema = node as SchemaObject;
  const names = schema['x-at-least-one-of'];
  if (Array.isArray(names)) {
    // The list says more than `minProperties: 1`, which would add a finding of its own to the error.
    delete schema.minProperties;
    schema.allOf = [...(schema.allOf ?? []), { anyOf: names.map((name) => ({ required: [name] })) }];
  }
  Object.values(node).forEach(enforceAtLeastOneOf);
}
