// A fetch for client tests that records every request it sends and, behind the Prism proxy, fails on any
// response Prism found to differ from the spec (the `sl-violations` header), as the test context's request() does.
export interface RecordingFetch {
  (request: Request): Promise<Response>;
  /** Copies of the requests sent, in order. */
  requests: Request[];
  /** Copies of the responses received, in order. */
  responses: Response[];
}

export function recordingFetch(respond: (request: Request) => Promise<Response> = (request) => fetch(request)): RecordingFetch {
  const requests: Request[] = [];
  const responses: Response[] = [];
  const recording = async (request: Request) => {
    requests.push(request.clone());
    const response = await respond(request);
    const violations = response.headers.get('sl-violations');
    if (violations) {
      throw new Error(`Prism found the exchange ${request.method} ${request.url} → ${response.status} differs from the spec: ${violations}`);
    }
    responses.push(response.clone());
    return response;
  };
  return Object.assign(recording, { requests, responses });
}

/** A JSON response, as a stub fetch answers. */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}
