// A list that ends on a full page without saying it ends: the server sent none of the headers that lead to the next
// page or tell the last one (Link, X-Next-Page, X-Total-Pages), so the items after it would be lost in silence.

/** What a list does then: `warn` (default) prints a warning once per list, `throw` rejects, `ignore` says nothing. */
export type MissingNextPage = 'warn' | 'throw' | 'ignore';

const policies = new WeakMap<object, MissingNextPage>();

/** Sets the policy of the lists read through `client` (createClient's `missingNextPage` option). */
export function setMissingNextPage(client: object, policy: MissingNextPage): void {
  policies.set(client, policy);
}

/** Called when a list has no next page: complains, as the client's policy says, when the page may not be the last. */
export function checkLastPage(client: object, response: Response, itemCount: number, query: { per_page?: unknown; pagination?: unknown } = {}): void {
  const policy = policies.get(client) ?? 'warn';
  const { headers } = response;
  // A keyset list's last page has no Link, whether full or not.
  if (policy === 'ignore' || query.pagination === 'keyset') return;
  if (headers.has('Link') || headers.has('X-Next-Page') || headers.has('X-Total-Pages')) return;
  const perPage = Number(query.per_page ?? headers.get('X-Per-Page') ?? 20);
  if (itemCount < perPage) return;
  const problem = `${response.url}: a full page of ${itemCount} items came without a Link, X-Next-Page or X-Total-Pages header, `
    + 'so the list may go on where it cannot be followed (the server does not paginate as the API does)';
  if (policy === 'throw') throw new Error(problem);
  console.warn(`Warning: ${problem}; the list ends here.`);
}
