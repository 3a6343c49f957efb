// A body as a Rails client sends it form-encoded, and the comparison of two answers to the same write.

export type Pairs = [string, string][];

/**
 * The object as a Rails form: `a[]=1`, `a[b]=1`, `a[][b]=1` (arrays of hashes, as Rails clients write them);
 * `null` is the empty value, which is how a form says "none".
 */
export function formPairs(value: unknown, prefix = ''): Pairs {
  if (Array.isArray(value)) {
    if (value.length === 0) return [[`${prefix}[]`, '']];
    return value.flatMap((item) => (typeof item === 'object' && item !== null ? formPairs(item, `${prefix}[]`) : [[`${prefix}[]`, String(item)] as [string, string]]));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => formPairs(item, prefix === '' ? key : `${prefix}[${key}]`));
  }
  return [[prefix, value === null ? '' : String(value)]];
}

const timestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
/** Keys whose values differ between two equal writes on state of their own: ids, commit shas, secrets, links. */
const differingKey = /^(_links|token|runners_token|diff_refs)$|(^|_)(id|ids|sha|url)$|_url_to_repo$/;

/** The answer with what legitimately differs masked, and `tag` (the word that tells the two states apart) as `*`. */
export function comparable(body: unknown, tag: string): unknown {
  return JSON.parse(JSON.stringify(body ?? null).replaceAll(tag, '*'), (key, value) =>
    differingKey.test(key) || (typeof value === 'string' && timestamp.test(value)) ? '*' : value);
}
