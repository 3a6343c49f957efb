// The typed route helper: a handler's path parameters, query, body and every reply come from the generated
// types of its operation, so a handler that answers with a body the spec does not allow does not compile.
import type { NextFunction, Request, Response, Router } from 'express';
import type { paths } from '../../generated/api.js';
import type { Method, Operation } from '../../client/operations.js';
import type { Actor } from '../auth/actor.js';
import type { Services } from '../services.js';
import { callerChanged } from './confirmed-caller.js';
import { currentOperation, currentPathParameters } from './current-operation.js';
import { EncodedJson } from './encoded-json.js';
import { operationAt, type IndexedOperation } from './spec-index.js';

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
        ? { status: S; body: Body | EncodedJson<Body> }
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

type Handle = (request: Request, response: Response) => Promise<void>;

/**
 * The API's handlers, one for each operation of the spec, found by the operation the request validator matched for
 * the request: one lookup, where Express would try the path of every route of every feature in turn.
 */
export class ApiRoutes {
  readonly #handles = new Map<IndexedOperation, Handle>();

  add(method: Method, path: string, handle: Handle): void {
    const operation = operationAt(method, path);
    if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not an operation of the spec`);
    if (this.#handles.has(operation)) throw new Error(`${method.toUpperCase()} ${path} has two handlers`);
    this.#handles.set(operation, handle);
  }

  has(operation: IndexedOperation): boolean {
    return this.#handles.has(operation);
  }

  /** The step that runs the request's handler; a request whose operation has none here goes on to the next step. */
  dispatch(): (request: Request, response: Response, next: NextFunction) => void {
    return (request, response, next) => {
      const operation = currentOperation(request);
      const handle = operation && this.#handles.get(operation);
      if (!handle) {
        next();
        return;
      }
      request.params = currentPathParameters(request) ?? {};
      handle(request, response).catch(next);
    };
  }
}

/** As `response.json` sends: decoded again when responses are validated, as the validator checks what `json` is given. */
function sendEncoded(response: Response, encoded: EncodedJson<unknown>, validateResponses: boolean): void {
  if (validateResponses) {
    response.json(JSON.parse(encoded.bytes.toString()));
    return;
  }
  response.set('Content-Type', 'application/json').send(encoded.bytes);
}

/**
 * The handler's reply, or its failure, once the caller is confirmed (confirmed-caller.ts); what the handler wrote of
 * the body meanwhile (a raw file) is held until then. Made again, with the headers it had set taken back and what it
 * wrote dropped, when the caller changed meanwhile.
 */
async function confirmedReply<Input extends { actor: Actor; response: Response }, Answer>(handler: (input: Input) => Promise<Answer>, input: Input): Promise<Answer> {
  const { response } = input;
  if (!input.actor?.confirmed) return handler(input);
  const headersBefore = response.getHeaders();
  const write = response.write;
  const written: unknown[][] = [];
  response.write = ((...args: unknown[]) => written.push(args) > 0) as Response['write'];
  let outcome: { answer: Answer } | { failure: unknown };
  try {
    outcome = { answer: await handler(input) };
  } catch (failure) {
    outcome = { failure };
  } finally {
    response.write = write;
  }
  if (await callerChanged(response)) {
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    for (const [name, value] of Object.entries(headersBefore)) response.setHeader(name, value!);
    return handler(input);
  }
  if ('failure' in outcome) throw outcome.failure;
  for (const args of written) (write as (...rest: unknown[]) => boolean).apply(response, args);
  return outcome.answer;
}

/** Registers `handler` for an operation: in the API's table, or on an Express router for paths outside the API. */
export function route<P extends keyof paths, M extends Method & keyof paths[P]>(
  routes: ApiRoutes | Router,
  services: Services,
  method: M,
  path: P,
  handler: (input: HandlerInput<Operation<P, M>>) => Promise<Reply<Operation<P, M>>>,
): void {
  const handle: Handle = async (request, response) => {
    const input: HandlerInput<Operation<P, M>> = {
      params: request.params as never,
      query: request.query as never,
      body: request.body as never,
      actor: response.locals.actor as Actor,
      services,
      request,
      response,
    };
    const reply = await confirmedReply(handler, input);
    response.status(reply.status);
    if ('body' in reply && reply.body instanceof EncodedJson) sendEncoded(response, reply.body, services.config.validateResponses);
    else if ('body' in reply) response.json(reply.body);
    // Without Express's charset parameter, as the real service sends its text.
    else if ('text' in reply) response.setHeader('Content-Type', 'text/plain').end(reply.text);
    else response.end();
  };
  if (routes instanceof ApiRoutes) routes.add(method, String(path), handle);
  else routes[method](String(path).replace(/\{(\w+)\}/g, ':$1'), handle);
}
