// A hook's push branch filter, matched as the real service's default (wildcard) strategy does: a pattern with `*`
// matches any characters in its place, anchored at both ends; without `*` it is the exact branch name.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function branchMatchesFilter(branch: string, filter: string | null): boolean {
  if (filter === null || filter === '') return true;
  if (!filter.includes('*')) return branch === filter;
  return new RegExp(`^${filter.split('*').map(escape).join('.*')}$`, 's').test(branch);
}
