// The mock's answer to a request the spec does not allow, in the service's error shape: Prism answers with one of the
// operation's examples (or its own problem document) and names the real reason only in its `sl-violations` header.

interface PrismViolation {
  location?: string[];
  code?: string | number;
  message?: string;
}

/** The request violations Prism found, from its header or from its problem document. */
export function requestViolations(header: string | null, problem: unknown): PrismViolation[] {
  let reported: PrismViolation[] = [];
  if (header && header.startsWith('[')) {
    try { reported = JSON.parse(header) as PrismViolation[]; } catch { reported = []; }
  }
  const validation = (problem as { validation?: PrismViolation[] } | undefined)?.validation;
  if (Array.isArray(validation)) reported = [...reported, ...validation];
  return reported.filter((violation) => violation.location?.[0] === 'request');
}

/** `title is missing`, `visibility does not have a valid value`, `id is invalid`: as the real service words them. */
function reasonOf(violation: PrismViolation): string {
  const location = violation.location ?? [];
  const missing = /must have required property '([^']+)'/.exec(violation.message ?? '')?.[1];
  if (missing) return `${[...location.slice(2), missing].join('.')} is missing`;
  const field = location.slice(2).join('.') || location[1] || 'request';
  if (violation.code === 'enum') return `${field} does not have a valid value`;
  return `${field} is invalid`;
}

/** The service's 400 for these violations: `{"error":"title is missing, name is invalid"}`. */
export function badRequestBody(violations: PrismViolation[]): { error: string } {
  return { error: [...new Set(violations.map(reasonOf))].join(', ') };
}
