// The real service reads booleans as Grape does: `true`, `True`, `TRUE`, `t`, `1`, `yes`, `on`, … and their false
// counterparts. Clients rely on it: python-gitlab sends `owned=True`. The validator only takes `true` and `false`,
// so parameters the spec declares boolean are reduced to those two words before it looks.
import type { NextFunction, Request, Response } from 'express';
import { specDocument } from './spec-document.js';

const trueWords = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const falseWords = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

interface SchemaNode {
  $ref?: string;
  type?: string | string[];
}

const isBoolean = (schema: SchemaNode | undefined): boolean => {
  const resolved = schema?.$ref?.startsWith('#/components/schemas/')
    ? (specDocument.components.schemas[schema.$ref.slice('#/components/schemas/'.length)] as SchemaNode | undefined)
    : schema;
  const type = resolved?.type;
  return type === 'boolean' || (Array.isArray(type) && type.includes('boolean'));
};

/** Names of the spec's boolean query parameters and body properties, wherever they appear. */
function booleanNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => booleanNames(item, names));
  if (typeof node !== 'object' || node === null) return names;
  const object = node as { in?: string; name?: string; schema?: SchemaNode; properties?: Record<string, SchemaNode> };
  if (object.in === 'query' && typeof object.name === 'string' && isBoolean(object.schema)) names.add(object.name);
  for (const [name, property] of Object.entries(object.properties ?? {})) if (isBoolean(property)) names.add(name);
  Object.values(node).forEach((value) => booleanNames(value, names));
  return names;
}

const booleans = booleanNames(specDocument);

function canonical(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const word = value.toLowerCase();
  return trueWords.has(word) ? 'true' : falseWords.has(word) ? 'false' : value;
}

function normalized(values: Record<string, unknown>): Record<string, unknown> | undefined {
  const changed = Object.entries(values).filter(([name, value]) => booleans.has(name) && canonical(value) !== value);
  return changed.length === 0 ? undefined : { ...values, ...Object.fromEntries(changed.map(([name, value]) => [name, canonical(value)])) };
}

export function booleanWords(request: Request, _response: Response, next: NextFunction): void {
  const query = normalized(request.query as Record<string, unknown>);
  // Express 5's `req.query` is a getter; the validator replaces it the same way.
  if (query) Object.defineProperty(request, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  if (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)) {
    request.body = normalized(request.body as Record<string, unknown>) ?? request.body;
  }
  next();
}
