// A select rewritten to give each row as one JSON array text: the database writes a row's values into the text
// faster than the driver makes a JavaScript value of each, and one `JSON.parse` reads them back. On SQLite, a page
// of 100 merge requests (84 columns) or projects (50) is read in about 0.6x the time, one wide row in 0.65-0.77x.
// Only the select list changes, so the statement keeps its plan (wrapped as a subquery instead, SQLite planned one
// project's read anew, and it took twice as long). What this cannot rewrite safely stays as it is.

/** Narrower rows gain nothing measurable. */
const widestPlain = 15;

export interface JsonRowsDialect {
  /** The function that makes a JSON array of its arguments. */
  jsonArray: 'json_array' | 'json_build_array';
  /** How many arguments the function takes at most. */
  maxArguments: number;
}

/** The statement's select list split at its top-level commas, and the text from its top-level `from` on. */
function selectList(source: string): { items: string[]; head: string; rest: string } | undefined {
  const head = /^\s*select\s+(?!distinct\s)/i.exec(source);
  if (!head) return undefined;
  const items: string[] = [];
  let depth = 0;
  let start = head[0].length;
  for (let index = start; index < source.length; index += 1) {
    const character = source[index]!;
    if (character === '"' || character === "'") {
      const end = source.indexOf(character, index + 1);
      if (end < 0) return undefined;
      index = end;
    } else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (depth === 0 && character === ',') {
      items.push(source.slice(start, index).trim());
      start = index + 1;
    } else if (depth === 0 && source.startsWith(' from ', index)) {
      items.push(source.slice(start, index).trim());
      return { items, head: head[0], rest: source.slice(index) };
    }
  }
  return undefined;
}

/** `text` without its quoted names and strings and its parenthesized parts (subqueries, function arguments). */
function outsideParentheses(text: string): string {
  let outside = '';
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (character === '"' || character === "'") {
      const end = text.indexOf(character, index + 1);
      index = end < 0 ? text.length : end;
    } else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (depth === 0) outside += character;
  }
  return outside;
}

const aliased = /^(.*) as ("[^"]+"|[a-z_][a-z0-9_]*)$/is;
const star = /^(?:("[^"]+")\.)?\*$/;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `source` with its select list as one JSON array of the same values in the same order, given the names of the
 * columns it reads; undefined where that could change what the statement reads: set operations of its own,
 * `distinct` (1 and 1.0 are one value, but not one text), a later clause naming a selected alias, several `*` or an
 * unqualified one over a join.
 */
export function jsonRowsSource(source: string, columns: string[], dialect: JsonRowsDialect): string | undefined {
  if (columns.length <= widestPlain || columns.length > dialect.maxArguments) return undefined;
  const parsed = selectList(source);
  // A set operation inside a subquery (the recursive group memberships of a readable-projects filter) leaves the
  // statement's own rows as they are.
  if (!parsed || /\b(union|intersect|except)\b/i.test(outsideParentheses(parsed.rest))) return undefined;
  const items = parsed.items.map((text) => ({ text, all: star.exec(text) }));
  const stars = items.filter(({ all }) => all !== null);
  if (stars.length > 1 || (stars[0] && !stars[0].all![1] && /\bjoin\b/i.test(parsed.rest))) return undefined;
  const expanded = columns.length - (items.length - stars.length);
  const values: string[] = [];
  for (const { text: item, all } of items) {
    if (all) {
      const table = all[1] ? `${all[1]}.` : '';
      for (const name of columns.slice(values.length, values.length + expanded)) values.push(`${table}${JSON.stringify(name)}`);
      continue;
    }
    const named = aliased.exec(item);
    if (named && new RegExp(`(?<![.\\w"])${escaped(named[2]!)}(?![\\w"])`, 'i').test(parsed.rest)) return undefined;
    values.push(named ? named[1]! : item);
  }
  if (values.length !== columns.length) return undefined;
  return `${parsed.head}${dialect.jsonArray}(${values.join(', ')})${parsed.rest}`;
}

/** Where a row read from JSON keeps its text: a symbol, so that neither JSON nor `Object.keys` sees it. */
const rowText = Symbol('rowText');

type WithText = { [rowText]?: string };

/** Texts whose values are kept; a page holds at most 101 rows. */
const keptTexts = 1000;

/** A row's text and its values, as first read. */
interface KeptRow {
  text: string;
  values: unknown[];
}

/** The rows last read, by `keyOf` their text. */
const keptRows = new Map<string, KeptRow>();

/**
 * What a row's text is kept under: its length and its start, which holds its first values (a row's id, most often).
 * Hashed whole as a key, each text just read cost far more than comparing it with the one kept (a page of 100 merge
 * requests: 0.33 ms against 0.02 ms); two texts under one key take turns.
 */
const keyOf = (text: string): string => `${text.length}:${text.slice(0, 48)}`;

/**
 * The values of one JSON array text, with the text itself. A text read before gives the values parsed then, which
 * are the same (a page of 100 merge requests took 0.3 ms to parse again), and the text kept then: the one just read
 * is then garbage at once, where a page's texts, held until its last row came, outlived the young generation on
 * PostgreSQL. Only texts of plain values (no array or object a caller could change) are kept.
 */
function keptRow(text: string): KeptRow {
  const key = keyOf(text);
  const kept = keptRows.get(key);
  if (kept?.text === text) return kept;
  const values = JSON.parse(text) as unknown[];
  const read = { text, values };
  if (values.every((value) => typeof value !== 'object' || value === null)) {
    if (!kept && keptRows.size >= keptTexts) keptRows.delete(keptRows.keys().next().value!);
    keptRows.set(key, read);
  }
  return read;
}

/**
 * The row `build` makes of one JSON array text, holding that text (see `jsonTextOf`). A property: remembered in a
 * `WeakMap` instead, a page of 100 merge requests cost 0.8 ms more CPU, most of it collecting the map's entries.
 */
export function readJsonRow<Row extends object>(text: string, build: (values: unknown[]) => Row): Row {
  const kept = keptRow(text);
  const row = build(kept.values);
  (row as WithText)[rowText] = kept.text;
  return row;
}

/**
 * The JSON text a row was read from, for a statement read as JSON texts: every value of the row, in the order of
 * its columns, so the text differs whenever one of them does.
 */
export const jsonTextOf = (row: object): string | undefined => (row as WithText)[rowText];
