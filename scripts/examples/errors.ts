// The shared error answers captured as examples, each by one request that gives it. The error responses with several
// examples (the kinds of 400 and 403) keep the ones written by hand, one per kind.
import type { Sent } from './operations.js';

export interface ErrorExample {
  /** The example's file name under openapi/components/examples/. */
  name: string;
  summary: string;
  status: number;
  /** An operation that documents the error with the shared response. */
  operation: { path: string; method: string };
  request: Sent;
}

export const errorExamples: ErrorExample[] = [
  {
    name: 'Unauthorized',
    summary: 'No token',
    status: 401,
    operation: { path: '/user', method: 'get' },
    request: { method: 'GET', path: '/user', token: null },
  },
  {
    name: 'ProjectNotFound',
    summary: 'No such project',
    status: 404,
    operation: { path: '/projects/{id}', method: 'get' },
    request: { method: 'GET', path: '/projects/999' },
  },
  {
    name: 'UnsupportedMediaType',
    summary: 'A body in plain text',
    status: 415,
    operation: { path: '/projects', method: 'post' },
    request: { method: 'POST', path: '/projects', body: { name: 'Docs' }, contentType: 'text/plain' },
  },
];
