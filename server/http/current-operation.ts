// The operation of the spec that the validator matched for a request, as its metadata step records it.
import type { Request } from 'express';
import type { OpenApiRequestMetadata } from 'express-openapi-validator/dist/framework/types.js';

export type OperationMetadata = OpenApiRequestMetadata;

/** Undefined before the validator's metadata step, and for a path the spec does not have. */
export const currentOperation = (request: Request): OperationMetadata | undefined =>
  (request as { openapi?: OperationMetadata }).openapi;
