// What a page link keeps of the request: the query parameters the list operation declares (its filters, order,
// `page` and `per_page`), never credentials or unknown parameters, so that the response head stays bounded by
// the spec rather than by what a caller appends. A list whose kept parameters are longer than the documented
// limit is refused before any work is done.
import type { Request } from 'express';
import { invalidParameters } from './api-error.js';
import { currentOperation } from './current-operation.js';
import type { IndexedOperation } from './spec-index.js';

/** The longest query string a page link may carry (documented with the `Link` header). */
export const maxLinkQueryLength = 2_000;
const credentials = new Set(['private_token', 'access_token']);

const declaredByOperation = new WeakMap<IndexedOperation, Set<string>>();

/** The query parameter names of the operation a request was routed to (by the validator), with `name[]` forms. */
function declaredQueryNames(request: Request): Set<string> {
  const operation = currentOperation(request);
  if (!operation) return new Set();
  let names = declaredByOperation.get(operation);
  if (!names) {
    names = new Set(operation.parameters.query.filter((parameter) => !credentials.has(parameter.name))
      .flatMap((parameter) => [parameter.name, `${parameter.name}[]`]));
    declaredByOperation.set(operation, names);
  }
  return names;
}

/** The request's declared query parameters, as page links carry them; 400 when they are too long to. */
export function linkQuery(request: Request): URLSearchParams {
  const original = new URL(request.originalUrl, 'http://host').searchParams;
  const declared = declaredQueryNames(request);
  // `custom_attributes[key]` belongs to the declared deepObject `custom_attributes`.
  const kept = new URLSearchParams([...original].filter(([name]) => declared.has(name) || declared.has(name.replace(/\[[^\]]*\]$/, ''))));
  if (String(kept).length > maxLinkQueryLength) throw invalidParameters(`query string is longer than ${maxLinkQueryLength} characters`);
  return kept;
}
