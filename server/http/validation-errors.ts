// Turns the request validator's findings into the service's two error styles:
// parameter errors ("title is missing", "a, b are missing", "state does not have a valid value",
// "per_page is invalid", "name, path are missing, at least one parameter must be provided") and model validation
// messages ({"jobqueue_throttling_factor": ["must be less than 1"]}).
import type { components } from '../../generated/api.js';

type Schemas = components['schemas'];

export interface ValidatorFinding {
  path: string;
  message: string;
  errorCode?: string;
}

/**
 * `/body/title`, `.query.per_page` or `/body/tag_list/0` → `title`, `per_page`, `tag_list`; a field inside an array
 * item is named the way the real service's parameter names spell it: `/body/actions/0/action` → `actions[0][action]`.
 */
function parameterName(finding: ValidatorFinding): string {
  const [, , name, ...rest] = finding.path.split(/[./]/);
  if (name === undefined) return finding.path;
  const lastField = rest.findLastIndex((segment) => !/^\d+$/.test(segment));
  return lastField < 0 ? name : `${name}${rest.slice(0, lastField + 1).map((segment) => `[${segment}]`).join('')}`;
}

const keyword = (finding: ValidatorFinding): string => finding.errorCode?.split('.')[0] ?? '';
const outsideAllowedValues = new Set(['enum', 'const', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
const unique = (names: string[]) => [...new Set(names)];

function parameterErrorText(findings: ValidatorFinding[]): string {
  // A failed `anyOf` of required sets ("name or path") reports each branch's missing property.
  const hasAlternatives = findings.some((finding) => keyword(finding) === 'anyOf');
  const required = findings.filter((finding) => keyword(finding) === 'required');
  const others = findings.filter((finding) => keyword(finding) !== 'required' && keyword(finding) !== 'anyOf');

  const parts: string[] = [];
  const missing = unique(required.map(parameterName));
  if (missing.length > 0) {
    parts.push(hasAlternatives
      ? `${missing.join(', ')} are missing, at least one parameter must be provided`
      : `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`);
  }
  // One message per parameter: a value of the wrong type is "invalid", not also outside the allowed values.
  const invalid = unique(others.filter((finding) => !outsideAllowedValues.has(keyword(finding))).map(parameterName));
  const unacceptable = unique(others.filter((finding) => outsideAllowedValues.has(keyword(finding))).map(parameterName))
    .filter((name) => !invalid.includes(name));
  for (const name of unacceptable) parts.push(`${name} does not have a valid value`);
  for (const name of invalid) parts.push(`${name} is invalid`);
  return parts.join(', ');
}

/**
 * The body of a parameter error. One naming a missing parameter carries its text under both keys: the API's
 * conventions name `message`, the real service (and so its clients) `error`.
 */
export function parameterErrorBody(findings: ValidatorFinding[]): Schemas['ParameterError'] | Schemas['MissingParameterError'] {
  const error = parameterErrorText(findings);
  return findings.some((finding) => keyword(finding) === 'required') ? { error, message: error } : { error };
}

const comparisons: Record<string, string> = {
  '>=': 'greater than or equal to',
  '>': 'greater than',
  '<=': 'less than or equal to',
  '<': 'less than',
};

/** The Rails-style message of one finding. */
function modelMessage(finding: ValidatorFinding): string {
  const bound = /must be (>=|>|<=|<) (-?[\d.]+)/.exec(finding.message);
  if (bound) return `must be ${comparisons[bound[1]!]} ${bound[2]}`;
  const longest = /must NOT have more than (\d+) characters/.exec(finding.message);
  if (longest) return `is too long (maximum is ${longest[1]} characters)`;
  switch (keyword(finding)) {
    case 'enum':
    case 'const':
      return 'is not included in the list';
    case 'required':
      return "can't be blank";
    case 'type':
      return /integer|number/.test(finding.message) ? 'is not a number' : 'is invalid';
    default:
      return 'is invalid';
  }
}

export function modelValidationMessages(findings: ValidatorFinding[]): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const finding of findings) {
    if (keyword(finding) === 'anyOf') continue;
    const list = (messages[parameterName(finding)] ??= []);
    const message = modelMessage(finding);
    if (!list.includes(message)) list.push(message);
  }
  return messages;
}
