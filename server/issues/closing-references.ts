// The real service's closing pattern: a verb (close, closes, closed, closing, fix, fixes, fixed, fixing, resolve,
// resolves, resolved, resolving; any case, optionally followed by `:`) and then one or more issue references
// (`#1`, `project#2`, `group/project#3`, an issue's URL, or an external tracker's `PROJ-4`), separated by spaces,
// commas or `and`.
export type IssueReference = ProjectIssueReference | ExternalIssueReference;

export interface ProjectIssueReference {
  kind: 'project';
  /** The full project path, or null for an issue of the request's own project. */
  projectPath: string | null;
  /** A path within the request's namespace (`project#2`), resolved by the caller. */
  relative: boolean;
  iid: number;
}

/** `PROJ-123`: only an external issue tracker has such issues. */
export interface ExternalIssueReference {
  kind: 'external';
  id: string;
}

const path = String.raw`[\w.\-]+(?:/[\w.\-]+)*`;
const url = String.raw`https?://[^\s/]+(?:/[^\s/]+)*?/(?:-/)?issues/\d+`;
// Capitals only (checked by `eachReference`, which is case-sensitive), as the real service's pattern.
const externalKey = String.raw`\b[A-Z][A-Z0-9_]+-\d+\b`;
const reference = String.raw`(?:${url}|(?:${path})?#\d+|${externalKey})`;
const closing = new RegExp(
  String.raw`\b(?:clos(?:e[sd]?|ing)|fix(?:e[sd]|ing)?|resolv(?:e[sd]?|ing)):? +((?:(?:issues? +)?${reference}(?: *,? +and +| *,? *)?)+)`,
  'gi',
);
const eachReference = new RegExp(String.raw`(${url})|(${path})?#(\d+)|(${externalKey})`, 'g');

/** The issue references that `text` closes. `externalUrl` tells this service's issue URLs from others. */
export function closedIssueReferences(text: string, externalUrl: string): IssueReference[] {
  const references: IssueReference[] = [];
  for (const [, list] of text.matchAll(closing)) {
    for (const [, link, projectPath, iid, external] of list!.matchAll(eachReference)) {
      if (link) {
        const parsed = parseIssueUrl(link, externalUrl);
        if (parsed) references.push(parsed);
      } else if (external) {
        references.push({ kind: 'external', id: external });
      } else {
        references.push({ kind: 'project', projectPath: projectPath ?? null, relative: projectPath !== undefined && !projectPath.includes('/'), iid: Number(iid) });
      }
    }
  }
  return references;
}

function parseIssueUrl(link: string, externalUrl: string): ProjectIssueReference | undefined {
  const base = externalUrl.replace(/\/$/, '');
  if (!link.startsWith(`${base}/`)) return undefined;
  const match = /^(.+?)\/(?:-\/)?issues\/(\d+)$/.exec(link.slice(base.length + 1));
  return match ? { kind: 'project', projectPath: match[1]!, relative: false, iid: Number(match[2]) } : undefined;
}
