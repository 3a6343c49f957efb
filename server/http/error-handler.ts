import type { NextFunction, Request, Response } from 'express';
import { ApiError, missingParameters, validationFailed, type ErrorBody } from './api-error.js';
import { modelValidationMessages, parameterErrorBody, type ValidatorFinding } from './validation-errors.js';

/** Faults raised by the request validator and by Express's body parsers carry a `status`. */
interface HttpFault {
  status?: number;
  errors?: ValidatorFinding[];
  type?: string;
}

/** Operations marked `x-validation-errors: model` in the spec report invalid input as model validation. */
function reportsModelErrors(request: Request): boolean {
  const operation = (request as { openapi?: { schema?: Record<string, unknown> } }).openapi?.schema;
  return operation?.['x-validation-errors'] === 'model';
}

/** The required body parameters of the operation, for a request that sent no body at all. */
function requiredBodyParameters(request: Request): string[] {
  const operation = (request as { openapi?: { schema?: { requestBody?: { content?: Record<string, { schema?: { required?: unknown } }> } } } }).openapi?.schema;
  const required = Object.values(operation?.requestBody?.content ?? {})[0]?.schema?.required;
  return Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : [];
}

function toApiError(fault: unknown, request: Request): ApiError | undefined {
  if (fault instanceof ApiError) return fault;
  const { status, errors, type } = (fault ?? {}) as HttpFault;
  if (status === 400 && errors) {
    return reportsModelErrors(request) ? validationFailed(modelValidationMessages(errors)) : new ApiError(400, parameterErrorBody(errors));
  }
  if (status === 400 && type === 'entity.parse.failed') return new ApiError(400, { message: '400 Bad request - Malformed body' });
  // Any method on a path the spec does not have is the catch-all route of the real service.
  if (status === 404 || status === 405) return new ApiError(404, { error: '404 Not Found' });
  if (status === 401) return new ApiError(401, { message: '401 Unauthorized' });
  if (status === 413) return new ApiError(413, { message: '413 Request Entity Too Large' });
  if (status === 415 && request.res?.locals.withoutMediaType) {
    const missing = requiredBodyParameters(request);
    if (missing.length > 0) return missingParameters(missing);
  }
  if (status === 415) return new ApiError(415, { message: '415 Unsupported Media Type' });
  return undefined;
}

export function sendError(response: Response, status: number, body: ErrorBody): void {
  response.status(status).json(body);
}

export function errorHandler(fault: unknown, request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) return next(fault);
  const error = toApiError(fault, request);
  if (error) return sendError(response, error.status, error.body);
  console.error(fault);
  sendError(response, 500, { message: '500 Internal Server Error' });
}

export function unknownRoute(_request: Request, response: Response): void {
  sendError(response, 404, { error: '404 Not Found' });
}
