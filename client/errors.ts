// Turning an openapi-fetch result into its data, or into a thrown ApiRequestError carrying the status and the body.
import type { components } from '../generated/api.js';

/** Every error body the spec defines (its `ErrorBody`, see its Errors table). */
export type ApiErrorBody = components['schemas']['ErrorBody'];

type ValidationMessages = components['schemas']['ValidationMessages'];

/** `title is too long (maximum is 255 characters); target_branch is invalid`: each field with its problems. */
function validationText(messages: ValidationMessages, prefix = ''): string {
  return Object.entries(messages).map(([field, problems]) => (Array.isArray(problems)
    ? `${prefix}${field} ${problems.join(', ')}`
    : validationText(problems, `${prefix}${field}.`))).join('; ');
}

/** The service's reason in words, whichever of its error shapes the body has; the body itself when it has none. */
export function errorReason(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body === null || typeof body !== 'object') return String(body);
  const { message, error, error_description: description } = body as { message?: unknown; error?: unknown; error_description?: unknown };
  if (typeof message === 'string') return message;
  if (typeof description === 'string') return description;
  if (typeof error === 'string') return error;
  if (message !== null && typeof message === 'object') return validationText(message as ValidationMessages);
  return JSON.stringify(body);
}

export class ApiRequestError<Body = ApiErrorBody> extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  /** The service's reason in words (`404 Project Not Found`, `title is missing`), whatever shape the body has. */
  readonly reason: string;

  /**
   * `body` is the parsed JSON body (the text when it is not JSON), typed by the operation's error responses; the
   * `message` reads `<status> from <url>: <reason>`.
   */
  constructor(readonly response: Response, readonly body: Body) {
    const reason = errorReason(body);
    super(`${response.status} from ${response.url || 'the API'}: ${reason}`);
    this.status = response.status;
    this.reason = reason;
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
