// Turning an openapi-fetch result into its data, or into a thrown ApiRequestError carrying the status and the body.
import type { components } from '../generated/api.js';

/** Every error body the spec defines (its `ErrorBody`, see its Errors table). */
export type ApiErrorBody = components['schemas']['ErrorBody'];

export class ApiRequestError<Body = ApiErrorBody> extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;

  /** `body` is the parsed JSON body (the text when it is not JSON), typed by the operation's error responses. */
  constructor(readonly response: Response, readonly body: Body) {
    super(`${response.status} from ${response.url || 'the API'}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    this.status = response.status;
  }
}

/**
 * The data of a successful openapi-fetch result; an `ApiRequestError` for any status of 400 and above.
 * (A 304 is a success without a body.)
 */
export function unwrap<Data, Body>(result: { data?: Data; error?: Body; response: Response }): Data {
  const { response } = result;
  if (!response.ok && response.status !== 304) throw new ApiRequestError(response, result.error as Body);
  return result.data as Data;
}

/** As `unwrap`, for operations answering 304 when nothing changed: undefined then. */
export function unwrapUnchanged<Data, Body>(result: { data?: Data; error?: Body; response: Response }): Data | undefined {
  return result.response.status === 304 ? undefined : unwrap(result);
}
