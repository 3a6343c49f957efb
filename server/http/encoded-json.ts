// A list answer written as JSON text from its items' texts, each kept for the database row it was presented from.
// Presenting an item and encoding it is a function of its row alone, and the row's JSON text (json-rows.ts) holds
// every value of the row: while the text is the same, so is the item's text. A page is still read from the database
// on every request; what a repeated item saves is its presentation and its encoding, most of a page's CPU after
// the statement itself.
import { jsonTextOf } from '../database/json-rows.js';

/** A body already encoded as JSON; `Body` is what it decodes to, so that a reply keeps the spec's type. */
export class EncodedJson<Body> {
  declare readonly body?: Body;

  constructor(readonly text: string) {}
}

/** Items kept per list; a page holds at most 100. */
const capacity = 1000;

/**
 * Encodes a page of rows as the JSON array of what `present` makes of each. The rows must come from statements with
 * one select list (the same columns): two rows with the same text are then the same row.
 */
export function encodedList<Row extends { id: number }, Item>(present: (row: Row) => Item): (rows: Row[]) => EncodedJson<Item[]> {
  // By id, holding the row's text beside the item's: comparing two texts is cheaper than hashing one as a key.
  const encoded = new Map<number, { rowText: string; itemText: string }>();
  const encode = (row: Row): string => {
    const rowText = jsonTextOf(row);
    if (rowText === undefined) return JSON.stringify(present(row));
    const known = encoded.get(row.id);
    if (known?.rowText === rowText) return known.itemText;
    const itemText = JSON.stringify(present(row));
    if (!known && encoded.size >= capacity) encoded.delete(encoded.keys().next().value!);
    encoded.set(row.id, { rowText, itemText });
    return itemText;
  };
  return (rows) => new EncodedJson(`[${rows.map(encode).join(',')}]`);
}
