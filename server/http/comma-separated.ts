// The real service declares many array parameters with a comma-separated coercion (Grape's `coerce_with`), so
// `"tag_list": "cli,python"`, `import_sources=git,github` and `iids=1,2` are arrays there, and command-line clients
// send lists that way. The spec marks those parameters `x-comma-separated: true`; their string values (and commas
// inside their elements) are split here, before the validator looks. Other array parameters are left alone.
import type { NextFunction, Request, Response } from 'express';
import { commaSeparatedNames } from './spec-index.js';

/** Ruby's `split(',')`, elements stripped: trailing empty elements are dropped, so `""` is `[]`. */
function pieces(value: string): string[] {
  const split = value.split(',').map((piece) => piece.trim());
  while (split.length > 0 && split.at(-1) === '') split.pop();
  return split;
}

function splitValue(value: unknown, integers: boolean): unknown {
  if (typeof value !== 'string' && !(Array.isArray(value) && value.some((element) => typeof element === 'string' && element.includes(',')))) return value;
  const split = ([] as unknown[]).concat(value).flatMap((element) => (typeof element === 'string' ? pieces(element) : [element]));
  // A JSON body is not type-coerced, so whole numbers split from a string become numbers, as they are there.
  return integers ? split.map((element) => (typeof element === 'string' && /^-?\d+$/.test(element) ? Number(element) : element)) : split;
}

function splitIn(values: Record<string, unknown>, numbers: boolean): Record<string, unknown> | undefined {
  const changed = Object.entries(values)
    .filter(([name]) => commaSeparatedNames.has(name))
    .map(([name, value]): [string, unknown] => [name, splitValue(value, numbers && commaSeparatedNames.get(name) === true)])
    .filter(([name, value]) => value !== values[name]);
  return changed.length === 0 ? undefined : { ...values, ...Object.fromEntries(changed) };
}

export function commaSeparatedArrays(request: Request, _response: Response, next: NextFunction): void {
  const query = splitIn(request.query as Record<string, unknown>, false);
  // Express 5's `req.query` is a getter; the validator replaces it the same way.
  if (query) Object.defineProperty(request, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  if (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)) {
    request.body = splitIn(request.body as Record<string, unknown>, true) ?? request.body;
  }
  next();
}
