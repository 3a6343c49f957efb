// The real service's closing pattern: a verb (close, closes, closed, closing, fix, fixes, fixed, fixing, resolve,
// resolves, resolved, resolving; any case, optionally followed by `:`) and then one or more issue references
// (`#1`, `project#2`, `group/project#3`, or an issue's URL), separated by spaces, commas or `and`.
export interface IssueReference {
  /** The full project path, or null for an issue of the request's own project. */
  projectPath: string | null;
  /** A path within the request's namespace (`project#2`), resolved by the caller. */
  relative: boolean;
  iid: number;
}

const path = String.raw`[\w.\-]+(?:/[\w.\-]+)*`;
const url = String.raw`https?://[^\s/]+(?:/[^\s/]+)*?/(?:-/)?issues/\d+`;
const reference = String.raw`(?:${url}|(?:${path})?#\d+)`;
const closing = new RegExp(
  String.raw`\b(?:clos(?:e[sd]?|ing)|fix(?:e[sd]|ing)?|resolv(?:e[sd]?|ing)):? +((?:(?:issues? +)?${reference}(?: *,? +and +| *,? *)?)+)`,
  'gi',
);
const eachReference = new RegExp(String.raw`(${url})|(${path})?#(\d+)`, 'g');

/** The issue references that `text` closes. `externalUrl` tells this service's issue URLs from others. */
export function closedIssueReferences(text: string, externalUrl: string): IssueReference[] {
  const references: IssueReference[] = [];
  for (const [, list] of text.matchAll(closing)) {
    for (const [, link, projectPath, iid] of list!.matchAll(eachReference)) {
      if (link) {
        const parsed = parseIssueUrl(link, externalUrl);
        if (parsed) references.push(parsed);
      } else {
        references.push({ projectPath: projectPath ?? null, relative: projectPath !== undefined && !projectPath.includes('/'), iid: Number(iid) });
      }
    }
  }
  return references;
}

function parseIssueUrl(link: string, externalUrl: string): IssueReference | undefined {
  const base = externalUrl.replace(/\/$/, '');
  if (!link.startsWith(`${base}/`)) return undefined;
  const match = /^(.+?)\/(?:-\/)?issues\/(\d+)$/.exec(link.slice(base.length + 1));
  return match ? { projectPath: match[1]!, relative: false, iid: Number(match[2]) } : undefined;
}
