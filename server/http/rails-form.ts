// Form-encoded bodies read as the real service (Rails, through Rack) reads them, not as qs does:
// - `a[]=1&a[]=2` is the array `a`; `a[b]=1` the object `a`;
// - `a[][x]=1&a[][y]=2&a[][x]=3` is an array of objects, a new object starting each time a key repeats
//   (qs makes one object of arrays of it);
// - blank entries of arrays are dropped (`assignee_ids[]=` is the empty array), as the real service's array
//   parameters drop them;
// - an object whose keys are all indexes (`actions[0][action]=…&actions[1][action]=…`) is the array in their order,
//   as clients that index their arrays mean it.
// A name used both as a scalar and as an array or object is a 400, as Rack refuses it.
import type { NextFunction, Request, Response } from 'express';
import { badRequest } from './api-error.js';

type FormValue = string | FormValue[] | FormObject;
interface FormObject { [key: string]: FormValue }

const isObject = (value: FormValue | undefined): value is FormObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Own properties only, `__proto__` included, so no name of the form reaches a prototype. */
function put(object: FormObject, key: string, value: FormValue): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}

const get = (object: FormObject, key: string): FormValue | undefined => (Object.hasOwn(object, key) ? object[key] : undefined);

function typeError(expected: string, value: FormValue, name: string): never {
  const got = Array.isArray(value) ? 'Array' : isObject(value) ? 'Hash' : 'String';
  throw badRequest(`expected ${expected} (got ${got}) for param \`${name}'`);
}

/** Whether `object` already holds the (possibly nested) key `name`; a name with `[]` never counts as held. */
function holds(object: FormObject, name: string): boolean {
  if (name.includes('[]')) return false;
  let node: FormValue = object;
  for (const part of name.split(/[[\]]+/).filter((segment) => segment !== '')) {
    if (!isObject(node) || !Object.hasOwn(node, part)) return false;
    node = node[part]!;
  }
  return true;
}

/** Rack's normalize_params: puts `value` into `params` under the bracketed `name`. */
function assign(params: FormObject, name: string, value: string): FormObject {
  const match = /^[[\]]*([^[\]]+)\]*/.exec(name);
  const key = match?.[1] ?? '';
  if (key === '') return params;
  const after = name.slice(match![0].length);
  if (after === '' || after === '[') {
    put(params, after === '' ? key : name, value);
    return params;
  }
  if (after === '[]') {
    const list = get(params, key) ?? [];
    if (!Array.isArray(list)) typeError('Array', list, key);
    list.push(value);
    put(params, key, list);
    return params;
  }
  const child = /^\[\]\[([^[\]]+)\]$/.exec(after)?.[1] ?? /^\[\](.+)$/.exec(after)?.[1];
  if (child !== undefined) {
    const list = get(params, key) ?? [];
    if (!Array.isArray(list)) typeError('Array', list, key);
    const last = list.at(-1);
    if (isObject(last) && !holds(last, child)) assign(last, child, value);
    else list.push(assign({}, child, value));
    put(params, key, list);
    return params;
  }
  const nested = get(params, key) ?? {};
  if (!isObject(nested)) typeError('Hash', nested, key);
  put(params, key, assign(nested, after, value));
  return params;
}

const indexed = (object: FormObject): boolean => {
  const keys = Object.keys(object);
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
};

/** Drops the blank entries of every array; indexed objects become arrays. */
function withoutBlankEntries(value: FormValue): FormValue {
  if (Array.isArray(value)) return value.filter((item) => item !== '').map(withoutBlankEntries);
  if (isObject(value) && indexed(value)) {
    return withoutBlankEntries(Object.keys(value).sort((a, b) => Number(a) - Number(b)).map((key) => value[key]!));
  }
  if (isObject(value)) {
    const result: FormObject = {};
    for (const [key, item] of Object.entries(value)) put(result, key, withoutBlankEntries(item));
    return result;
  }
  return value;
}

export function parseRailsForm(text: string): FormObject {
  const params: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) assign(params, name, value);
  return withoutBlankEntries(params) as FormObject;
}

/** After `express.text` read a form-encoded body: the body as the parsed parameters. */
export function railsFormBody(request: Request, _response: Response, next: NextFunction): void {
  if (typeof request.body === 'string' && request.is('application/x-www-form-urlencoded')) request.body = parseRailsForm(request.body);
  next();
}
