// The one pagination helper every list uses: offset pages, the seven headers, and `Link` built from the
// request's own scheme and host. Above 10,000 matching rows the totals and the `last` link are omitted.
import type { Request, Response } from 'express';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { literalLimit } from '../database/limit.js';
import { keysetPage, orderName, type ListOrder } from './keyset.js';
import { listUrls, type ListUrl } from './list-url.js';

const maxPerPage = 100;
const countLimit = 10_000;

export interface PageRequest {
  page?: number;
  per_page?: number;
}

export interface PageWindow {
  page: number;
  perPage: number;
  offset: number;
}

export function pageWindow({ page = 1, per_page = 20 }: PageRequest): PageWindow {
  const perPage = Math.min(per_page, maxPerPage);
  return { page, perPage, offset: (page - 1) * perPage };
}


interface PageFacts {
  /** Matching items, or null when there are more than the count limit. */
  total: number | null;
  hasNext: boolean;
  /** Items on this page. */
  shown: number;
}

function writePageHeaders(pageUrl: ListUrl, response: Response, { page, perPage }: PageWindow, { total, hasNext, shown }: PageFacts): void {
  const totalPages = total === null ? null : Math.max(1, Math.ceil(total / perPage));
  // As the real service (Kaminari): a page past the end has neither a next nor a previous page.
  const outOfRange = page > 1 && shown === 0;
  const hasPrev = page > 1 && !outOfRange;
  const linkTo = (to: number) => pageUrl({ page: String(to), per_page: String(perPage) });
  const links = [
    ...(hasPrev ? [`<${linkTo(page - 1)}>; rel="prev"`] : []),
    ...(hasNext ? [`<${linkTo(page + 1)}>; rel="next"`] : []),
    `<${linkTo(1)}>; rel="first"`,
    ...(totalPages === null ? [] : [`<${linkTo(totalPages)}>; rel="last"`]),
  ];
  response.set({
    'X-Per-Page': String(perPage),
    'X-Page': String(page),
    'X-Next-Page': hasNext ? String(page + 1) : '',
    'X-Prev-Page': hasPrev ? String(page - 1) : '',
    Link: links.join(', '),
    ...(totalPages === null ? {} : { 'X-Total': String(total), 'X-Total-Pages': String(totalPages) }),
  });
}

/** Sets the page headers for an in-memory list (from git, say) of `total` items of which `shown` are on this page. */
export function setPageHeaders(request: Request, response: Response, window: PageWindow, total: number, shown: number): void {
  writePageHeaders(listUrls(request), response, window, {
    total: total <= countLimit ? total : null,
    hasNext: window.offset + shown < total,
    shown,
  });
}

/** A page's ids, as `id`, in the list's order (with its limit and offset): what a `PageReader` reads the rows of. */
export type PageIds = SelectQueryBuilder<any, any, { id: unknown }>;

/**
 * Reads the rows of a page, in the list's order, from its ids: for a list whose rows are costly to build (what each
 * row shows joined and computed), in a statement built once around the ids (see `preparedAround`), while the
 * list's own query, which changes with the filters, selects the ids only.
 */
export type PageReader<Row> = (ids: PageIds) => Promise<Row[]>;

/** `make`'s result for each order, made on first use: a statement built around a page's ids differs by its order. */
export function oncePerOrder<Order extends ListOrder, Made>(make: (order: Order) => Made): (order: Order) => Made {
  const made = new Map<string, Made>();
  return (order) => {
    const name = orderName(order);
    let found = made.get(name);
    if (found === undefined) made.set(name, (found = make(order)));
    return found;
  };
}

const idsOf = (query: SelectQueryBuilder<any, any, unknown>, idColumn: string, { perPage, offset }: PageWindow): PageIds =>
  query.clearSelect().select(sql.ref(idColumn).as('id')).limit(literalLimit(perPage + 1)).offset(offset);

/**
 * The rows of the page, one more than it holds: whether a next page exists is then known without the total. Given
 * the id column, a page after the first finds its ids first, reading only what the filters and the order need (an
 * index of the order, for the documented ones), and then reads those rows only: the rows it skips are not read
 * whole, nor are the values computed for each row (counts) worked out for them.
 */
function pageRows<DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>, window: PageWindow, idColumn?: string): Promise<Row[]> {
  if (idColumn === undefined || window.offset === 0) return query.limit(literalLimit(window.perPage + 1)).offset(window.offset).execute();
  // The filters are the subquery's: left in the outer query too, they would let the planner walk the whole list in
  // the order's index again, testing each row against the ids, instead of reading the ids' rows.
  return (query as SelectQueryBuilder<any, any, Row>).clearWhere().where(sql.ref(idColumn), 'in', idsOf(query, idColumn, window)).execute();
}

/** The query's rows, counted up to one more than the count limit. */
async function countOf(db: Kysely<any>, query: SelectQueryBuilder<any, any, unknown>): Promise<number> {
  const counted = query.clearSelect().clearOrderBy().select(sql<number>`1`.as('one')).limit(literalLimit(countLimit + 1));
  const { total } = await db.selectFrom(counted.as('matching')).select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * One page of a query's rows, with the headers set; see `pageRows` for `idColumn`. Given a `readPage`, the rows are
 * what it reads from the page's ids.
 */
export async function paginate<DB, TB extends keyof DB, Row, Shown = Row>(
  db: Kysely<any>,
  query: SelectQueryBuilder<DB, TB, Row>,
  pageRequest: PageRequest,
  request: Request,
  response: Response,
  idColumn?: string,
  readPage?: PageReader<Shown>,
): Promise<Shown[]> {
  const window = pageWindow(pageRequest);
  const pageUrl = listUrls(request);
  const fetched = await (readPage && idColumn !== undefined
    ? readPage(idsOf(query, idColumn, window))
    : pageRows(query, window, idColumn) as Promise<unknown[]> as Promise<Shown[]>);
  const rows = fetched.slice(0, window.perPage);
  // A page that ends the list tells the total itself (the rows before it and its own), unless it is past the end.
  const total = fetched.length <= window.perPage && (rows.length > 0 || window.offset === 0)
    ? window.offset + rows.length
    : await countOf(db, query);
  writePageHeaders(pageUrl, response, window, {
    total: total <= countLimit ? total : null,
    hasNext: fetched.length > window.perPage,
    shown: rows.length,
  });
  return rows;
}

export interface ListRequest extends PageRequest {
  pagination?: 'offset' | 'keyset';
  cursor?: string;
}

/**
 * A page of a list that offers both kinds of pagination; `order` is the order the query already has. Given a
 * `readPage`, the rows are what it reads from the page's ids.
 */
export function listPage<DB, TB extends keyof DB, Row extends { id: number }, Shown extends { id: number } = Row>(
  db: Kysely<any>,
  query: SelectQueryBuilder<DB, TB, Row>,
  order: ListOrder,
  listRequest: ListRequest,
  request: Request,
  response: Response,
  readPage?: PageReader<Shown>,
): Promise<Shown[]> {
  if (listRequest.pagination !== 'keyset') return paginate(db, query, listRequest, request, response, order.idColumn, readPage);
  return keysetPage(query, order, { cursor: listRequest.cursor, perPage: pageWindow(listRequest).perPage }, request, response, readPage);
}
