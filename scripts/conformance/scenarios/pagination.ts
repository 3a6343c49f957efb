// The pagination step: a list asked for one item a page carries the page headers the real service always sends, and
// its `Link` rel="next" and `X-Next-Page` both lead to a page with another item. A server that drops the headers, or
// whose links lead nowhere, would make every paginating client stop after the first page without a word.
import { StepFailure, type ScenarioContext } from '../scenario.js';

const pageHeaders = ['X-Page', 'X-Per-Page', 'X-Next-Page', 'X-Prev-Page', 'Link'];

/** The target of the `rel="next"` link, as a path under `/api/v4` (the link's host may be the server's external URL). */
function nextTarget(link: string | null): string | undefined {
  const next = /<([^>]*)>\s*;\s*rel="?next"?/.exec(link ?? '')?.[1];
  if (next === undefined) return undefined;
  const url = new URL(next, 'http://server.invalid');
  return `${url.pathname.replace(/^.*?\/api\/v4/, '')}${url.search}`;
}

/** Pages through `GET /users` (at least two exist when the scenario created one) one user at a time. */
export async function checkUserPagination(context: ScenarioContext): Promise<void> {
  const { client, expect, outsideSpec } = context;
  const result = client.GET('/users', { params: { query: { per_page: 1 } } });
  const first = await expect(result, 200);
  const { response } = await result;
  const missing = pageHeaders.filter((header) => !response.headers.has(header));
  if (missing.length > 0) throw new StepFailure(`GET /users?per_page=1 answered without ${missing.join(', ')}: a paginating client cannot tell whether more pages follow`);
  const total = Number(response.headers.get('X-Total') ?? Number.NaN);
  const link = nextTarget(response.headers.get('Link'));
  const nextPage = response.headers.get('X-Next-Page')?.trim() ?? '';
  if (total >= 2 && (link === undefined || nextPage === '')) {
    throw new StepFailure(`GET /users?per_page=1 says X-Total: ${total}, but ${link === undefined ? 'its Link has no rel="next"' : 'its X-Next-Page is empty'}`);
  }
  if (link === undefined && nextPage === '') return;
  const firstId = first[0]?.id;
  if (link !== undefined) {
    const followed = await outsideSpec('GET', link);
    const items = await followed.json().catch(() => undefined) as { id?: number }[] | undefined;
    if (followed.status !== 200 || !Array.isArray(items) || items.length !== 1 || items[0]?.id === firstId) {
      throw new StepFailure(`the Link rel="next" of GET /users?per_page=1 (${link}) answered ${followed.status} with ${JSON.stringify(items)?.slice(0, 200)}, not the next user`);
    }
  }
  if (nextPage !== '') {
    const second = await expect(client.GET('/users', { params: { query: { per_page: 1, page: Number(nextPage) } } }), 200);
    if (second.length !== 1 || second[0]?.id === firstId) {
      throw new StepFailure(`GET /users?per_page=1&page=${nextPage} (its X-Next-Page) answered ${second.length} users, not the next one`);
    }
  }
}
