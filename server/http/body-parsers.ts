// JSON and form bodies. Only methods that carry a body in the spec (POST, PUT, PATCH) have it read: a body sent
// with GET or DELETE is ignored, as no such operation takes one. Nesting is bounded (`a[b][c]…` in forms, arrays
// and objects in JSON) so that no parser or validator recurses without limit.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { badRequest } from './api-error.js';
import { railsFormBody } from './rails-form.js';

/** How deep parameters may nest, in JSON as in a form (`title[a][b]`, where it is body-parser's own depth limit). */
export const maxNesting = 32;
const bodyLimit = '10mb';

const withBody = new Set(['POST', 'PUT', 'PATCH']);

const onlyWithBody = (parser: RequestHandler): RequestHandler =>
  (request: Request, response: Response, next: NextFunction) => (withBody.has(request.method) ? parser(request, response, next) : next());

const formType = 'application/x-www-form-urlencoded';

/** A form-encoded body (still text) whose names nest deeper than forms may is refused before it is parsed. */
function boundedFormNesting(request: Request, _response: Response, next: NextFunction): void {
  if (typeof request.body !== 'string' || !request.is(formType)) return next();
  for (const name of new URLSearchParams(request.body).keys()) {
    if ((name.match(/\[/g)?.length ?? 0) > maxNesting) return next(badRequest('Parameters nested too deeply'));
  }
  next();
}

/** JSON, and forms read by Rails' rules (rails-form.ts) rather than qs's. */
export const bodyParsers: RequestHandler[] = [
  onlyWithBody(express.json({ type: ['application/json', 'application/*+json'], limit: bodyLimit })),
  onlyWithBody(express.text({ type: formType, limit: bodyLimit })),
  boundedFormNesting,
  railsFormBody,
];
