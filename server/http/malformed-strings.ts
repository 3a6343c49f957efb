// Refuses, before anything reads them, parameters no operation can take: a NUL byte anywhere in the path, query
// or body (the real service's malformed-strings rule; PostgreSQL and git cannot hold one), and JSON nested deeper
// than forms may be. Answers 400 `{"message":"400 Bad request - …"}`.
import type { NextFunction, Request, Response } from 'express';
import { badRequest } from './api-error.js';
import { maxNesting } from './body-parsers.js';

type Finding = 'null byte' | 'nesting';

/** Walks the parsed body without recursion, so that depth alone cannot exhaust the stack. */
function bodyFinding(body: unknown): Finding | undefined {
  const pending: Array<[unknown, number]> = [[body, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return 'null byte';
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= maxNesting) return 'nesting';
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return 'null byte';
        pending.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

export function malformedStrings(request: Request, _response: Response, next: NextFunction): void {
  const finding = /%00|\0/i.test(request.originalUrl) ? 'null byte' : bodyFinding(request.body);
  if (finding === 'null byte') return next(badRequest('Null byte in parameters'));
  if (finding === 'nesting') return next(badRequest('Parameters nested too deeply'));
  next();
}
