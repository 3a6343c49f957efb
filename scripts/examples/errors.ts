// The error answers captured as examples: the shared ones, each by one request that gives it (the error responses
// with several examples, the kinds of 400 and 403, keep the ones written by hand, one per kind), and each
// operation's own 404, by its example request naming something that does not exist.
import type { ExampleRequest } from './requests.js';
import type { Sent } from './operations.js';

export interface ErrorExample {
  /** The example's file name under openapi/components/examples/. */
  name: string;
  summary: string;
  status: number;
  /** The shared response, by its file name under openapi/components/responses/. */
  response: string;
  request: Sent;
}

export const errorExamples: ErrorExample[] = [
  {
    name: 'Unauthorized',
    summary: 'No token',
    status: 401,
    response: 'Unauthorized',
    request: { method: 'GET', path: '/user', token: null },
  },
  {
    name: 'ProjectNotFound',
    summary: 'No such project',
    status: 404,
    response: 'NotFound',
    request: { method: 'GET', path: '/projects/999' },
  },
  {
    name: 'UnsupportedMediaType',
    summary: 'A body in plain text',
    status: 415,
    response: 'UnsupportedMediaType',
    request: { method: 'POST', path: '/projects', body: { name: 'Docs' }, contentType: 'text/plain' },
  },
];

/**
 * The example request with one path parameter naming nothing (an unknown number for a numeric one, an unknown name
 * otherwise), for each parameter from the last to the first: the innermost thing first, then what holds it.
 */
export function unknownTargets(path: string, request: ExampleRequest): ExampleRequest[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!).reverse().map((name) => {
    const value = request.path?.[name];
    return { ...request, path: { ...request.path, [name]: typeof value === 'number' || /^\d+$/.test(String(value)) ? 999 : 'missing' } };
  });
}
