// An answer written as JSON from its items' encodings, each kept for the database row it was presented from.
// Presenting an item and encoding it is a function of its row (and of its view, what it shows besides the row), and
// the row's JSON text (json-rows.ts) holds every value of the row: while both are the same, so is the item's JSON.
// The rows are still read from the database on every request; what a repeated item saves is its presentation and
// its encoding (to text, then to bytes), most of a page's CPU after the statement itself.
import { jsonTextOf } from '../database/json-rows.js';

/**
 * A body already encoded as JSON, in UTF-8: what is sent, so that a page is its kept items' bytes put together
 * rather than a text to encode on every answer. `Body` is what it decodes to, so that a reply keeps the spec's type.
 */
export class EncodedJson<Body> {
  declare readonly body?: Body;

  constructor(readonly bytes: Buffer) {}
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
 * Each row's item as JSON in UTF-8, kept for the row (and its view). The rows must come from statements with one select
 * list (the same columns): two rows with the same text are then the same row.
 */
function itemEncoder<Row extends { id: number }, Item>(): (row: Row, presenter: ItemPresenter<Row, Item>) => Buffer {
  // By id, holding the row's text beside the item's: comparing two texts is cheaper than hashing one as a key.
  const encoded = new Map<number, { rowText: string; view: string; item: Buffer }>();
  return (row, { present, viewOf }) => {
    const rowText = jsonTextOf(row);
    if (rowText === undefined) return Buffer.from(JSON.stringify(present(row)));
    const view = viewOf ? viewOf(row) : '';
    const known = encoded.get(row.id);
    if (known?.rowText === rowText && known.view === view) return known.item;
    // In memory of its own: a kept item cut from Node's shared pool would keep the pool's whole slab alive.
    const text = JSON.stringify(present(row));
    const item = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    item.write(text);
    if (!known && encoded.size >= capacity) encoded.delete(encoded.keys().next().value!);
    encoded.set(row.id, { rowText, view, item });
    return item;
  };
}

const [openArray, comma, closeArray] = ['[', ',', ']'].map((text) => Buffer.from(text)) as [Buffer, Buffer, Buffer];

/** A list's encoder: a page of rows as the JSON array of their items (see `itemEncoder`). */
export function encodedList<Row extends { id: number }, Item>(): (rows: Row[], presenter: ItemPresenter<Row, Item>) => EncodedJson<Item[]> {
  const encode = itemEncoder<Row, Item>();
  return (rows, presenter) => {
    const parts = [openArray];
    rows.forEach((row, index) => {
      if (index > 0) parts.push(comma);
      parts.push(encode(row, presenter));
    });
    parts.push(closeArray);
    return new EncodedJson(Buffer.concat(parts));
  };
}

/** A single read's encoder: one row's item (see `itemEncoder`). */
export function encodedItem<Row extends { id: number }, Item>(): (row: Row, presenter: ItemPresenter<Row, Item>) => EncodedJson<Item> {
  const encode = itemEncoder<Row, Item>();
  return (row, presenter) => new EncodedJson(encode(row, presenter));
}
