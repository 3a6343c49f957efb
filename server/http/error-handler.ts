import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, missingParameters, validationFailed, type ErrorBody } from './api-error.js';
import { modelValidationMessages, parameterErrorBody, type ValidatorFinding } from './validation-errors.js';
import { currentOperation } from './current-operation.js';

/**
 * Faults raised by the request validator, Express's body parsers and its router carry a `status` (http-errors
 * style); `expose` is false only for server faults.
 */
interface HttpFault {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  errors?: ValidatorFinding[];
  type?: string;
  code?: string;
}

/** A body that is not what it claims: not JSON, or not validly compressed (zlib's and brotli's error codes). */
const isMalformedBody = ({ type, code }: HttpFault) => type === 'entity.parse.failed' || /^(Z_|ERR__)/.test(code ?? '');
const isClientFault = (status: number | undefined, expose: boolean | undefined): status is number =>
  status !== undefined && Number.isInteger(status) && status >= 400 && status < 500 && expose !== false;

/** Operations marked `x-validation-errors: model` in the spec report invalid input as model validation. */
const reportsModelErrors = (request: Request): boolean => currentOperation(request)?.object['x-validation-errors'] === 'model';

function toApiError(fault: unknown, request: Request): ApiError | undefined {
  if (fault instanceof ApiError) return fault;
  const { status = (fault as HttpFault | undefined)?.statusCode, errors, type, expose } = (fault ?? {}) as HttpFault;
  if (status === 400 && errors) {
    return reportsModelErrors(request) ? validationFailed(modelValidationMessages(errors)) : new ApiError(400, parameterErrorBody(errors));
  }
  if (status === 400 && isMalformedBody(fault as HttpFault)) return new ApiError(400, { message: '400 Bad request - Malformed body' });
  if (status === 400 && type === 'querystring.parse.rangeError') return new ApiError(400, { message: '400 Bad request - Parameters nested too deeply' });
  // Any method on a path the spec does not have is the catch-all route of the real service.
  if (status === 404 || status === 405) return new ApiError(404, { error: '404 Not Found' });
  if (status === 401) return new ApiError(401, { message: '401 Unauthorized' });
  if (status === 413) return new ApiError(413, { message: '413 Request Entity Too Large' });
  if (status === 415 && request.res?.locals.withoutMediaType) {
    // The required body parameters of the operation, for a request that sent no body at all.
    const missing = currentOperation(request)?.requiredBodyProperties ?? [];
    if (missing.length > 0) return missingParameters(missing);
  }
  if (status === 415) return new ApiError(415, { message: '415 Unsupported Media Type' });
  // Any other client fault a parser raises keeps its status, with the standard reason as the message.
  if (isClientFault(status, expose)) return new ApiError(status, { message: status === 400 ? '400 Bad request' : `${status} ${STATUS_CODES[status]}` });
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
