// The parts of an operation in the generated `paths`, by path and method: what the resource helpers take, and
// what the server's typed routes (server/http/route.ts) are built on.
import type { FetchResponse } from 'openapi-fetch';
import type { paths } from '../generated/api.js';

/** The methods of the spec's operations. */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** The operation at a path and method of the generated `paths`. */
export type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The path parameters of an operation. */
export type PathOf<P extends keyof paths, M extends Method> = Operation<P, M> extends { parameters: { path: infer Path } } ? Path : never;

/** The query parameters of an operation (all optional where the spec says so). */
export type QueryOf<P extends keyof paths, M extends Method> = Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The JSON request body of an operation. */
export type BodyOf<P extends keyof paths, M extends Method> = Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The JSON answer of an operation's success. */
export type DataOf<P extends keyof paths, M extends Method> = NonNullable<FetchResponse<Operation<P, M>, object, 'application/json'>['data']>;
