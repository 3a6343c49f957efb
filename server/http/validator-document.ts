// The request validator's copy of the spec, and the query normalisation that goes with it.
//
// - The real service reads query values as Rack does and accepts reserved characters unencoded (`search=a+b`,
//   `created_after=2017-04-29T08:46:00Z`), while the validator refuses them unless a parameter has
//   `allowReserved`: its copy sets that on every query parameter.
// - Array parameters are documented with the names clients send (`iids[]=1&iids[]=2`), which the validator
//   mishandles (express-openapi-validator issues 1115 and 1196). Its copy names them without the brackets,
//   `bracketArraysIn` renames them so before validation, and `withBracketNames` restores the documented names
//   for the typed handlers.
// - "At least one of" rules are published as an extension; its copy states them as schemas (see at-least-one-of.ts).
// - The published server URL is templated (`{scheme}://{host}/api/v4`); its copy names the base path the API is
//   mounted at, which is all the validator reads from it.
// - Comma-list filters (`labels=bug,ui`) are also sent in array form (`labels[]=bug&labels[]=ui`), which the real
//   service accepts wherever it takes a comma list: `bracketArraysIn` joins such values with commas.
import type { NextFunction, Request, Response } from 'express';
import type { OpenAPIV3 } from 'express-openapi-validator/dist/framework/types.js';
import { specDocument } from './spec-document.js';
import { enforceAtLeastOneOf } from './at-least-one-of.js';

interface ParameterObject {
  in?: string;
  name?: string;
  allowReserved?: boolean;
  schema?: { type?: unknown };
}

/** Bare names (`iids`) of the query parameters the spec names with brackets (`iids[]`). */
export const bracketedQueryParameters = new Set<string>();
/** Query parameters that are strings, which a comma list may be given for in array form. */
const stringQueryParameters = new Set<string>();

function adaptQueryParameters(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(adaptQueryParameters);
  if (typeof node !== 'object' || node === null) return;
  const parameter = node as ParameterObject;
  if (parameter.in === 'query' && typeof parameter.name === 'string') {
    parameter.allowReserved = true;
    if (parameter.name.endsWith('[]')) {
      parameter.name = parameter.name.slice(0, -2);
      bracketedQueryParameters.add(parameter.name);
    } else if (parameter.schema?.type === 'string') {
      stringQueryParameters.add(parameter.name);
    }
  }
  Object.values(node).forEach(adaptQueryParameters);
}

export function validatorDocument(): OpenAPIV3.DocumentV3_1 {
  // A copy: the validator's differs from the spec, which the rest of the server reads as it is.
  const document = structuredClone(specDocument) as unknown as { servers: unknown; paths: unknown; components: { parameters?: unknown } };
  document.servers = [{ url: '/api/v4' }];
  // Paths with servers of their own (the probes) are outside /api/v4.
  for (const [path, item] of Object.entries(document.paths as Record<string, { servers?: unknown }>)) if (item.servers) delete (document.paths as Record<string, unknown>)[path];
  adaptQueryParameters(document.paths);
  adaptQueryParameters(document.components.parameters);
  enforceAtLeastOneOf(document);
  return document as unknown as OpenAPIV3.DocumentV3_1;
}

function bracketEntry(name: string, value: unknown): [string, unknown] {
  if (!name.endsWith('[]')) return [name, value];
  const bare = name.slice(0, -2);
  const values = ([] as unknown[]).concat(value);
  return !bracketedQueryParameters.has(bare) && stringQueryParameters.has(bare) ? [bare, values.join(',')] : [bare, values];
}

/**
 * `iids[]=1&iids[]=2` (or a single `iids[]=1`) becomes the array `iids` the validator's copy describes;
 * `labels[]=bug&labels[]=ui` for a comma-list parameter becomes `labels=bug,ui`.
 */
export function bracketArraysIn(request: Request, _response: Response, next: NextFunction): void {
  const entries = Object.entries(request.query);
  if (!entries.some(([name]) => name.endsWith('[]'))) return next();
  const query = Object.fromEntries(entries.map(([name, value]) => bracketEntry(name, value)));
  // Express 5's `req.query` is a getter; the validator replaces it the same way.
  Object.defineProperty(request, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  next();
}

/** The validated query under the spec's names, for the typed handlers. */
export function withBracketNames(query: Record<string, unknown>): Record<string, unknown> {
  const named = { ...query };
  for (const name of bracketedQueryParameters) {
    if (!(name in named)) continue;
    named[`${name}[]`] = named[name];
    delete named[name];
  }
  return named;
}
