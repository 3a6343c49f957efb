// Keyset pagination (`pagination=keyset`), as the real service offers it for large lists: each page starts after
// the last row of the previous one, so every page costs one index range scan whatever its depth. The position
// travels in an opaque `cursor` of the `Link` rel `next`.
import type { Request, Response } from 'express';
import { sql, type SelectQueryBuilder } from 'kysely';
import { literalLimit } from '../database/limit.js';
import { invalidParameters } from './api-error.js';
import { listUrls } from './list-url.js';
import type { PageIds, PageReader } from './pagination.js';

/** A list's order: the column it sorts by (ties broken by the id column) and the direction. */
export interface ListOrder {
  /** `order_by` as the request names it; also the row's member holding the value. */
  key: string;
  column: string;
  idColumn: string;
  direction: 'asc' | 'desc';
}

type Position = string | number;

interface Cursor {
  order: string;
  value: Position;
  id: number;
}

export const orderName = (order: ListOrder) => `${order.key}.${order.direction}`;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string, order: ListOrder): Cursor {
  let cursor: Partial<Cursor> | undefined;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    cursor = undefined;
  }
  const valid = cursor !== undefined && cursor !== null && cursor.order === orderName(order) && Number.isSafeInteger(cursor.id) &&
    (typeof cursor.value === 'string' || typeof cursor.value === 'number');
  if (!valid) throw invalidParameters('cursor is invalid');
  return cursor as Cursor;
}

/**
 * Rows strictly after the cursor's row in the list's order, as one row-value comparison: both databases read it as a
 * range of the order's index, where the equivalent `a < x or (a = x and id < y)` made SQLite scan the index from the
 * start of the list (13 ms for a page 50,000 rows deep, against under 1 ms).
 */
export function afterCursor<DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>, order: ListOrder, cursor: Cursor) {
  const beyond = sql.raw(order.direction === 'asc' ? '>' : '<');
  return query.where(sql<boolean>`(${sql.ref(order.column)}, ${sql.ref(order.idColumn)}) ${beyond} (${cursor.value}, ${cursor.id})`);
}

/**
 * One keyset page of an ordered query, with `X-Per-Page` and, when more rows follow, `Link` rel `next`. Given a
 * `readPage`, the rows are what it reads from the page's ids (see pagination.ts).
 */
export async function keysetPage<DB, TB extends keyof DB, Row extends { id: number }, Shown extends { id: number } = Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: ListOrder,
  { cursor, perPage }: { cursor: string | undefined; perPage: number },
  request: Request,
  response: Response,
  readPage?: PageReader<Shown>,
): Promise<Shown[]> {
  const pageUrl = listUrls(request);
  const ordered = cursor === undefined ? query : afterCursor(query, order, decodeCursor(cursor, order));
  // One row more than a page tells whether a next page exists.
  const limited = ordered.limit(literalLimit(perPage + 1));
  const fetched = readPage
    ? await readPage(limited.clearSelect().select(sql.ref(order.idColumn).as('id')) as PageIds)
    : await limited.execute() as unknown[] as Shown[];
  const rows = fetched.slice(0, perPage);
  response.set('X-Per-Page', String(perPage));
  const last = rows.at(-1);
  if (fetched.length > perPage && last) {
    const value = (last as Record<string, unknown>)[order.key] as Position;
    const next = encodeCursor({ order: orderName(order), value, id: last.id });
    response.set('Link', `<${pageUrl({ cursor: next, page: undefined, per_page: String(perPage) })}>; rel="next"`);
  }
  return rows;
}
