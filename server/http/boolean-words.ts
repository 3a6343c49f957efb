// The real service reads booleans as Grape does: `true`, `True`, `TRUE`, `t`, `1`, `yes`, `on`, … and their false
// counterparts. Clients rely on it: python-gitlab sends `owned=True`. The validator only takes `true` and `false`,
// so parameters the spec declares boolean are reduced to those two words before it looks.
import type { NextFunction, Request, Response } from 'express';
import { booleanNames } from './spec-index.js';

const trueWords = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const falseWords = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

function canonical(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const word = value.toLowerCase();
  return trueWords.has(word) ? 'true' : falseWords.has(word) ? 'false' : value;
}

function normalized(values: Record<string, unknown>): Record<string, unknown> | undefined {
  const changed = Object.entries(values).filter(([name, value]) => booleanNames.has(name) && canonical(value) !== value);
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
