// Query parameters of style `deepObject` (`custom_attributes[team]=red&custom_attributes[tier]=gold`). Express's
// simple query parser keeps `custom_attributes[team]` as a key; the request validator would fold such keys into
// an object itself, but it re-parses `key=value` without re-encoding the value, so a value holding `&`, `=` or
// `%` is cut or decoded twice. `deepObjectsIn` folds them first, keeping each value exactly as sent (the last
// one when a key repeats, as Rack does).
import type { NextFunction, Request, Response } from 'express';
import { deepObjectQueryNames } from './spec-index.js';

/** `custom_attributes[team]` → `['custom_attributes', 'team']` for the spec's deepObject parameters. */
function deepObjectKey(name: string): [string, string] | undefined {
  const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(name);
  return match && deepObjectQueryNames.has(match[1]!) ? [match[1]!, match[2]!] : undefined;
}

export function deepObjectsIn(request: Request, _response: Response, next: NextFunction): void {
  const entries = Object.entries(request.query);
  if (!entries.some(([name]) => deepObjectKey(name))) return next();
  const plain: [string, unknown][] = [];
  const objects = new Map<string, Map<string, unknown>>();
  for (const [name, value] of entries) {
    const key = deepObjectKey(name);
    if (!key) plain.push([name, value]);
    else objects.set(key[0], (objects.get(key[0]) ?? new Map()).set(key[1], Array.isArray(value) ? value.at(-1) : value));
  }
  // A plain `custom_attributes=x` beside bracketed keys gives way to them. Object.fromEntries defines every key as
  // an own property, `__proto__` included.
  const query = Object.fromEntries([
    ...plain.filter(([name]) => !objects.has(name)),
    ...[...objects].map(([name, object]) => [name, Object.fromEntries(object)] as const),
  ]);
  // Express 5's `req.query` is a getter; the validator replaces it the same way.
  Object.defineProperty(request, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  next();
}
