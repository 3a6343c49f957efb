// The operation of the spec that the validator matched for a request, as its metadata step records it, read through
// the spec index: the one accessor for it.
import type { Request } from 'express';
import type { OpenApiRequestMetadata } from 'express-openapi-validator/dist/framework/types.js';
import { apiBasePath, operationAt, type IndexedOperation } from './spec-index.js';

const metadataOf = (request: Request): OpenApiRequestMetadata | undefined => (request as { openapi?: OpenApiRequestMetadata }).openapi;

/** By the validator's operation object, which it matches for one method and template only. */
const indexed = new WeakMap<object, IndexedOperation | undefined>();

/** Undefined before the validator's metadata step, and for a path the spec does not have. */
export function currentOperation(request: Request): IndexedOperation | undefined {
  const metadata = metadataOf(request);
  if (!metadata) return undefined;
  if (!indexed.has(metadata.schema)) indexed.set(metadata.schema, operationAt(request.method, metadata.openApiRoute.slice(apiBasePath.length)));
  return indexed.get(metadata.schema);
}

/** The path parameters as the validator read them (before any route has set `request.params`). */
export const currentPathParameters = (request: Request): Record<string, string> | undefined => metadataOf(request)?.pathParams;
