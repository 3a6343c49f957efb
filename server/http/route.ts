// The typed route helper: a handler's path parameters, query, body and every reply come from the generated
// types of its operation, so a handler that answers with a body the spec does not allow does not compile.
import type { Request, Response, Router } from 'express';
import type { paths } from '../../generated/api.js';
import type { Method, Operation } from '../../client/operations.js';
import type { Actor } from '../auth/actor.js';
import type { Services } from '../services.js';

// 503 is the readiness probe's documented answer while the database does not answer.
type ReplyStatus = 200 | 201 | 202 | 204 | 304 | 503;

type Part<Op, K extends 'path' | 'query'> = Op extends { parameters: infer Parameters }
  ? K extends keyof Parameters ? NonNullable<Parameters[K]> : never
  : never;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type RequestBody<Op> = Op extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

export type Reply<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R & ReplyStatus]: R[S] extends { content: { 'application/json': infer Body } }
        ? { status: S; body: Body }
        : R[S] extends { content: { 'text/plain': infer Text } }
          ? { status: S; text: Text }
          : { status: S };
    }[keyof R & ReplyStatus]
  : never;

/** A query as validated: array parameters the spec names `iids[]` by their bare names (see bracketed-names.ts). */
export type ValidatedQuery<Query> = { [Name in keyof Query as Name extends `${infer Bare}[]` ? Bare : Name]: Query[Name] };

export interface HandlerInput<Op> {
  params: Part<Op, 'path'>;
  query: ValidatedQuery<Part<Op, 'query'>>;
  body: RequestBody<Op>;
  actor: Actor;
  services: Services;
  request: Request;
  response: Response;
}

export function route<P extends keyof paths, M extends Method & keyof paths[P]>(
  router: Router,
  services: Services,
  method: M,
  path: P,
  handler: (input: HandlerInput<Operation<P, M>>) => Promise<Reply<Operation<P, M>>>,
): void {
  const expressPath = String(path).replace(/\{(\w+)\}/g, ':$1');
  router[method](expressPath, async (request: Request, response: Response) => {
    const reply = await handler({
      params: request.params as never,
      query: request.query as never,
      body: request.body as never,
      actor: response.locals.actor as Actor,
      services,
      request,
      response,
    });
    response.status(reply.status);
    if ('body' in reply) response.json(reply.body);
    // Without Express's charset parameter, as the real service sends its text.
    else if ('text' in reply) response.setHeader('Content-Type', 'text/plain').end(reply.text);
    else response.end();
  });
}
