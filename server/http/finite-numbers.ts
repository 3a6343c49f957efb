// The request validator coerces `1e400` in a query, path or form to Infinity and then accepts it as an integer
// (ajv's type coercion lets it through its bound and format checks). Such a parameter is refused here, right after
// validation, with the validator's own wording: 400 `{"error":"page is invalid"}`.
import type { NextFunction, Request, Response } from 'express';
import { invalidParameters } from './api-error.js';
import { currentPathParameters } from './current-operation.js';

function nonFiniteName(values: unknown): string | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  for (const [name, value] of Object.entries(values)) {
    const items = Array.isArray(value) ? value : [value];
    if (items.some((item) => typeof item === 'number' && !Number.isFinite(item))) return name;
  }
  return undefined;
}

export function finiteNumbers(request: Request, _response: Response, next: NextFunction): void {
  const pathParams = currentPathParameters(request);
  const name = nonFiniteName(request.query) ?? nonFiniteName(pathParams) ?? nonFiniteName(request.body);
  if (name !== undefined) return next(invalidParameters(`${name} is invalid`));
  next();
}
