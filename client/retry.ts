// Retrying what the server asks to be retried: 429 (rate limited) for any request, and 5xx for requests that are
// safe to repeat, with exponential back-off, or exactly the wait the server gives in `Retry-After`.

export interface RetryOptions {
  /** Retries after the first attempt (default 3; 0 turns retrying off). */
  retries?: number;
  /** The first back-off in milliseconds, doubled for each further retry, with jitter (default 500). */
  delay?: number;
  /**
   * The longest wait in milliseconds (default 30 000). A back-off is capped at it; a `Retry-After` asking for longer
   * is not waited for: the 429 or 5xx response is returned as it is.
   */
  maxDelay?: number;
  /**
   * Also retry POST and PATCH requests on 5xx (default false: such a request may have taken effect before the
   * server failed). A 429 is always retried: the server did not process the request.
   */
  retryUnsafeMethods?: boolean;
}

const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** The wait a `Retry-After` header asks for, in milliseconds (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function wait(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, milliseconds);
    signal.addEventListener('abort', abort, { once: true });
  });
}

/** A fetch that sends each request through `fetch`, again after a retryable answer, as `options` say. */
export function retryingFetch(
  fetch: (request: Request) => Promise<Response>,
  { retries = 3, delay = 500, maxDelay = 30_000, retryUnsafeMethods = false }: RetryOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const retryable = (status: number) =>
      status === 429 || (status >= 500 && (retryUnsafeMethods || idempotentMethods.has(request.method)));
    for (let attempt = 0; ; attempt++) {
      // The body of a request can be read once: every attempt but the last sends a copy.
      const response = await fetch(attempt < retries ? request.clone() : request);
      if (attempt >= retries || !retryable(response.status)) return response;
      const asked = retryAfter(response.headers.get('Retry-After'));
      if (asked !== undefined && asked > maxDelay) return response;
      const backOff = Math.min(maxDelay, delay * 2 ** attempt);
      await response.body?.cancel();
      await wait(asked ?? backOff / 2 + Math.random() * (backOff / 2), request.signal);
    }
  };
}
