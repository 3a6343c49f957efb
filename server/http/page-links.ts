// What a page link keeps of the request: the query parameters the list operation declares (its filters, order,
// `page` and `per_page`), never credentials or unknown parameters, so that the response head stays bounded by
// the spec rather than by what a caller appends. A list whose kept parameters are longer than the documented
// limit is refused before any work is done.
import type { Request } from 'express';
import { specDocument } from './spec-document.js';
import { invalidParameters } from './api-error.js';
import { currentOperation } from './current-operation.js';

/** The longest query string a page link may carry (documented with the `Link` header). */
export const maxLinkQueryLength = 2_000;
const credentials = new Set(['private_token', 'access_token']);

interface ParameterObject {
  name?: string;
  in?: string;
  $ref?: string;
}

const parameters = (specDocument.components as { parameters?: Record<string, ParameterObject> }).parameters ?? {};
const resolve = (parameter: ParameterObject): ParameterObject =>
  parameter.$ref ? parameters[parameter.$ref.split('/').pop()!] ?? {} : parameter;

const declaredByOperation = new Map<string, Set<string>>();

/** The query parameter names of the operation a request was routed to (by the validator), with `name[]` forms. */
function declaredQueryNames(request: Request): Set<string> {
  const route = currentOperation(request)?.openApiRoute ?? '';
  const key = `${request.method} ${route}`;
  let names = declaredByOperation.get(key);
  if (!names) {
    const template = Object.keys(specDocument.paths).find((path) => route.endsWith(path) && route === `/api/v4${path}`);
    const item = (template ? specDocument.paths[template] : {}) as Record<string, { parameters?: ParameterObject[] } | ParameterObject[] | undefined>;
    const operation = item[request.method.toLowerCase()] as { parameters?: ParameterObject[] } | undefined;
    const all = [...((item.parameters as ParameterObject[] | undefined) ?? []), ...(operation?.parameters ?? [])].map(resolve);
    names = new Set(all.filter((parameter) => parameter.in === 'query' && !credentials.has(parameter.name ?? ''))
      .flatMap((parameter) => [parameter.name!, `${parameter.name}[]`]));
    declaredByOperation.set(key, names);
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
