// Query names with brackets. Array parameters are documented with the names clients send (`iids[]=1&iids[]=2`);
// from here on, the validator and the typed handlers know them by their bare names (`iids`), so they are renamed
// once, here. Comma-list filters (`labels=bug,ui`) are also sent in array form (`labels[]=bug&labels[]=ui`), which
// the real service accepts wherever it takes a comma list: such values are joined with commas.
import type { NextFunction, Request, Response } from 'express';
import { bracketedQueryNames, stringQueryNames } from './spec-index.js';

function bracketEntry(name: string, value: unknown): [string, unknown] {
  if (!name.endsWith('[]')) return [name, value];
  const bare = name.slice(0, -2);
  const values = ([] as unknown[]).concat(value);
  return !bracketedQueryNames.has(bare) && stringQueryNames.has(bare) ? [bare, values.join(',')] : [bare, values];
}

/**
 * `iids[]=1&iids[]=2` (or a single `iids[]=1`) becomes the array `iids`;
 * `labels[]=bug&labels[]=ui` for a comma-list parameter becomes `labels=bug,ui`.
 */
export function bracketedNames(request: Request, _response: Response, next: NextFunction): void {
  const entries = Object.entries(request.query);
  if (!entries.some(([name]) => name.endsWith('[]'))) return next();
  const query = Object.fromEntries(entries.map(([name, value]) => bracketEntry(name, value)));
  // Express 5's `req.query` is a getter; the validator replaces it the same way.
  Object.defineProperty(request, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  next();
}
