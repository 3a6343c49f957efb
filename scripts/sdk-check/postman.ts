// A Postman collection from the spec (openapi-to-postmanv2), with optional parameters left disabled so that a
// parameter's example (`Sudo: alice`) is not sent by every request; the check asserts that none sends sudo.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './run.js';

interface Converter {
  convert(input: { type: 'json'; data: unknown }, options: Record<string, unknown>,
    callback: (error: Error | null, result: { result: boolean; reason?: string; output: { data: Collection }[] }) => void): void;
}
interface KeyValue { key: string; value?: string; disabled?: boolean }
interface PostmanRequest { header?: KeyValue[]; url: { query?: KeyValue[] } }
interface Item { item?: Item[]; request?: PostmanRequest }
interface Collection { item: Item[]; variable?: KeyValue[] }

const converter = createRequire(import.meta.url)('openapi-to-postmanv2') as Converter;

const requestsOf = (items: Item[]): PostmanRequest[] =>
  items.flatMap((item) => [...(item.request ? [item.request] : []), ...requestsOf(item.item ?? [])]);

export async function postmanCollection(dir: string): Promise<string> {
  const spec = JSON.parse(readFileSync(`${root}generated/openapi.json`, 'utf8'));
  const collection = await new Promise<Collection>((resolve, reject) => {
    converter.convert({ type: 'json', data: spec }, { enableOptionalParameters: false, folderStrategy: 'Tags' }, (error, result) => {
      if (error) return reject(error);
      if (!result.result) return reject(new Error(result.reason));
      resolve(result.output[0]!.data);
    });
  });
  writeFileSync(join(dir, 'collection.json'), JSON.stringify(collection, null, 2));

  const requests = requestsOf(collection.item);
  const operations = Object.values(spec.paths as Record<string, Record<string, unknown>>)
    .flatMap((item) => Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)));
  if (requests.length !== operations.length) throw new Error(`${requests.length} requests for ${operations.length} operations`);
  const sendingSudo = requests.filter((request) =>
    [...(request.header ?? []), ...(request.url.query ?? [])].some((entry) => entry.key.toLowerCase() === 'sudo' && !entry.disabled));
  if (sendingSudo.length > 0) throw new Error(`${sendingSudo.length} of ${requests.length} requests send sudo by default`);
  const baseUrl = collection.variable?.find((variable) => variable.key === 'baseUrl')?.value ?? '';
  if (!/^\{\{scheme\}\}:\/\/\{\{host\}\}\/api\/v4$|^https?:\/\//.test(baseUrl)) throw new Error(`baseUrl is ${baseUrl}`);
  return `${requests.length} requests, none sending sudo by default; baseUrl ${baseUrl}`;
}
