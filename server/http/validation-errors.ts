// Turns the request validator's findings into the service's parameter error texts:
// "title is missing", "a, b are missing", "state does not have a valid value", "per_page is invalid",
// "name, path are missing, at least one parameter must be provided".

export interface ValidatorFinding {
  path: string;
  message: string;
  errorCode?: string;
}

/** `/body/title`, `.query.per_page` or `/body/tag_list/0` → `title`, `per_page`, `tag_list`. */
function parameterName(path: string): string {
  const [, , name] = path.split(/[./]/);
  return name ?? path;
}

function keyword(finding: ValidatorFinding): string {
  return finding.errorCode?.split('.')[0] ?? '';
}

export function parameterErrorText(findings: ValidatorFinding[]): string {
  const alternatives = findings.filter((finding) => keyword(finding) === 'anyOf');
  const missing: string[] = [];
  const unacceptable: string[] = [];
  const invalid: string[] = [];
  const required = findings.filter((finding) => keyword(finding) === 'required');
  const requiredInAlternatives = alternatives.length > 0 ? required : [];
  for (const finding of findings) {
    const name = parameterName(finding.path);
    if (requiredInAlternatives.includes(finding) || keyword(finding) === 'anyOf') continue;
    const list = keyword(finding) === 'required' ? missing : keyword(finding) === 'enum' || keyword(finding) === 'const' || keyword(finding) === 'minimum' || keyword(finding) === 'maximum' ? unacceptable : invalid;
    if (!list.includes(name)) list.push(name);
  }
  const parts: string[] = [];
  if (missing.length > 0) parts.push(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`);
  if (requiredInAlternatives.length > 0) {
    const names = [...new Set(requiredInAlternatives.map((finding) => parameterName(finding.path)))];
    parts.push(`${names.join(', ')} are missing, at least one parameter must be provided`);
  }
  for (const name of unacceptable) parts.push(`${name} does not have a valid value`);
  for (const name of invalid) parts.push(`${name} is invalid`);
  return parts.join(', ');
}
