// An answer written as JSON text from its items' texts, each kept for the database row it was presented from.
// Presenting an item and encoding it is a function of its row (and of its view, what it shows besides the row), and
// the row's JSON text (json-rows.ts) holds every value of the row: while both are the same, so is the item's text.
// The rows are still read from the database on every request; what a repeated item saves is its presentation and
// its encoding, most of a page's CPU after the statement itself.
import { jsonTextOf } from '../database/json-rows.js';

/** A body already encoded as JSON; `Body` is what it decodes to, so that a reply keeps the spec's type. */
export class EncodedJson<Body> {
  declare readonly body?: Body;

  constructor(readonly text: string) {}
}

/** Items kept per encoder; a page holds at most 100. */
const capacity = 1000;

/** What items are presented with: each row's item, and what else than its row the item shows. */
export interface ItemPresenter<Row, Item> {
  present: (row: Row) => Item;
  /** Everything the item shows that is not in its row, as text (who is asking, say). Without it, the row's alone. */
  viewOf?: (row: Row) => string;
}

/**
 * Each row's item as JSON text, kept for the row (and its view). The rows must come from statements with one select
 * list (the same columns): two rows with the same text are then the same row.
 */
function itemEncoder<Row extends { id: number }, Item>(): (row: Row, presenter: ItemPresenter<Row, Item>) => string {
  // By id, holding the row's text beside the item's: comparing two texts is cheaper than hashing one as a key.
  const encoded = new Map<number, { rowText: string; view: string; itemText: string }>();
  return (row, { present, viewOf }) => {
    const rowText = jsonTextOf(row);
    if (rowText === undefined) return JSON.stringify(present(row));
    const view = viewOf ? viewOf(row) : '';
    const known = encoded.get(row.id);
    if (known?.rowText === rowText && known.view === view) return known.itemText;
    const itemText = JSON.stringify(present(row));
    if (!known && encoded.size >= capacity) encoded.delete(encoded.keys().next().value!);
    encoded.set(row.id, { rowText, view, itemText });
    return itemText;
  };
}

/** A list's encoder: a page of rows as the JSON array of their items (see `itemEncoder`). */
export function encodedList<Row extends { id: number }, Item>(): (rows: Row[], presenter: ItemPresenter<Row, Item>) => EncodedJson<Item[]> {
  const encode = itemEncoder<Row, Item>();
  return (rows, presenter) => new EncodedJson(`[${rows.map((row) => encode(row, presenter)).join(',')}]`);
}

/** A single read's encoder: one row's item (see `itemEncoder`). */
export function encodedItem<Row extends { id: number }, Item>(): (row: Row, presenter: ItemPresenter<Row, Item>) => EncodedJson<Item> {
  const encode = itemEncoder<Row, Item>();
  return (row, presenter) => new EncodedJson(encode(row, presenter));
}
