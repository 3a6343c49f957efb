// The one error type: a status and the service's body. Thrown anywhere, written to the wire by error-handler.ts.
import type { components } from '../../generated/api.js';

type Schemas = components['schemas'];
/** Every error body the spec defines: the client's `ApiErrorBody` too. */
export type ErrorBody = Schemas['ErrorBody'];

export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ErrorBody) {
    super(JSON.stringify(body));
  }
}

/** `404 Project Not Found`, or `404 Not found` for a record of no particular kind. */
export const notFound = (what?: string) => new ApiError(404, { message: what ? `404 ${what} Not Found` : '404 Not found' });
export const unauthorized = () => new ApiError(401, { message: '401 Unauthorized' });
export const forbidden = (reason?: string) =>
  new ApiError(403, { message: reason ? `403 Forbidden - ${reason}` : '403 Forbidden' });
export const badRequest = (reason: string) => new ApiError(400, { message: `400 Bad request - ${reason}` });
export const conflict = (message = '409 Conflict') => new ApiError(409, { message });
export const invalidParameters = (error: string) => new ApiError(400, { error });
/** `a is missing` / `a, b are missing`, under both keys (MissingParameterError). */
export function missingParameters(names: string[]): ApiError {
  const error = `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} missing`;
  return new ApiError(400, { error, message: error });
}
export const validationFailed = (messages: Schemas['ValidationMessages'], status = 400) =>
  new ApiError(status, { message: messages });
export const insufficientScope = (scope: string) =>
  new ApiError(403, {
    error: 'insufficient_scope',
    error_description: 'The request requires higher privileges than provided by the access token.',
    scope,
  });
