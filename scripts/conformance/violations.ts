// What Prism says about one exchange: the `sl-violations` header it adds to an answer that differs from the spec
// (undocumented status, body or header not matching the schema), and the problem bodies it answers with itself when
// it could not forward the request at all.
export interface Violation {
  /** Where in the exchange, e.g. `response.body.id` or `response.headers.x-total`. */
  location: string;
  severity: string;
  message: string;
}

interface PrismViolation {
  location?: string[];
  severity?: string;
  message?: string;
}

/** Prism cuts headers longer than 8 kB and says so in front of the cut JSON, which then no longer parses. */
const truncated = 'Too many violations! ';

export function parseViolationHeader(header: string | null): Violation[] {
  if (header === null || header === '') return [];
  if (header.startsWith(truncated)) {
    return [{ location: 'response', severity: 'Error', message: `more violations than Prism reports in one header: ${header.slice(truncated.length, 300)}…` }];
  }
  let reported: PrismViolation[];
  try {
    reported = JSON.parse(header) as PrismViolation[];
  } catch {
    return [{ location: 'response', severity: 'Error', message: header }];
  }
  return reported
    // Request checks are off: what the scenarios send is not under test, the server's answers are.
    .filter((violation) => violation.location?.[0] !== 'request')
    .map((violation) => ({
      location: (violation.location ?? ['response']).join('.'),
      severity: violation.severity ?? 'Error',
      message: violation.message ?? 'differs from the spec',
    }));
}

/** Prism's own answer (problem+json of its error catalogue) when it could not forward or match a request. */
export async function prismProblem(response: Response): Promise<Violation | undefined> {
  if (!response.headers.get('content-type')?.startsWith('application/problem+json')) return undefined;
  const body = await response.clone().json().catch(() => undefined) as { type?: string; title?: string; detail?: string } | undefined;
  if (!body?.type?.includes('stoplight.io/prism/errors')) return undefined;
  return { location: 'proxy', severity: 'Error', message: `the proxy answered itself (${body.title ?? body.type}): ${body.detail ?? ''}`.trim() };
}
