// Where in the hand-written files under openapi/ an operation's request body and responses are written, and writing
// an example there: a file under openapi/components/examples/ and a reference to it from the media type (replacing
// the examples written there before). A response or request body shared as a component gets the example of the
// first operation that uses it.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringifyYaml } from '@redocly/openapi-core';
import { isMap, isScalar, parseDocument, type Document } from 'yaml';

const openapiDir = fileURLToPath(new URL('../../openapi/', import.meta.url));
const examplesDir = join(openapiDir, 'components/examples');
const format = { lineWidth: 0, flowCollectionPadding: false } as const;

export interface Example { summary: string; description?: string; value: unknown }

interface Place { file: string; path: (string | number)[] }

export class SpecFiles {
  private readonly documents = new Map<string, Document>();
  private readonly written = new Set<string>();
  private readonly errorPlaces = new Set<string>();

  private document(file: string): Document {
    if (!this.documents.has(file)) this.documents.set(file, parseDocument(readFileSync(file, 'utf8')));
    return this.documents.get(file)!;
  }

  /** Where the operation's part is written in its path file. */
  private operationPlace(apiPath: string, method: string, part: string[]): Place {
    const root = this.document(join(openapiDir, 'openapi.yaml'));
    const ref = String(root.getIn(['paths', apiPath, '$ref']));
    const [file, pointer] = ref.split('#/');
    return { file: join(openapiDir, file!), path: [pointer!, method, ...part] };
  }

  /** The place an operation's part (`requestBody`, `responses/201`) is defined, following one component reference. */
  private place(apiPath: string, method: string, part: string[]): Place {
    const place = this.operationPlace(apiPath, method, part);
    const component = this.document(place.file).getIn([...place.path, '$ref']);
    return typeof component === 'string' ? { file: join(dirname(place.file), component), path: [] } : place;
  }

  /**
   * Gives the operation's part a definition of its own, in place of the shared component it refers to (a copy, its
   * references rebased), so that it can show the operation's own example; nothing when it has one already.
   */
  own(apiPath: string, method: string, part: string[]): void {
    const place = this.operationPlace(apiPath, method, part);
    const document = this.document(place.file);
    const component = document.getIn([...place.path, '$ref']);
    if (typeof component !== 'string') return;
    const componentFile = join(dirname(place.file), component);
    const copy = this.document(componentFile).toJS() as { content?: Record<string, { examples?: unknown; example?: unknown }> };
    for (const mediaType of Object.values(copy.content ?? {})) {
      delete mediaType.examples;
      delete mediaType.example;
    }
    const rebased = JSON.parse(JSON.stringify(copy), (key, value: unknown) => (key === '$ref' && typeof value === 'string' && !value.startsWith('#')
      ? relative(dirname(place.file), join(dirname(componentFile), value))
      : value));
    document.setIn(place.path, document.createNode(rebased));
  }

  /** Writes `example` as `components/examples/<name>.yaml` for a media type of the part; false when shared and done. */
  write(apiPath: string, method: string, part: string[], name: string, key: string, example: Example, mediaType?: string): boolean {
    return this.writeAt(this.place(apiPath, method, part), name, key, example, mediaType);
  }

  /**
   * Writes `example` as `components/examples/<name>.yaml` under `key` of an error response's JSON body, a shared one by
   * its file name under `openapi/components/responses/` or an operation's own: beside the examples this run wrote
   * there before, in place of any written there by hand.
   */
  writeError(response: string | { apiPath: string; method: string; status: number }, name: string, key: string, example: Example): void {
    const place = typeof response === 'string'
      ? { file: join(openapiDir, 'components/responses', `${response}.yaml`), path: [] }
      : this.place(response.apiPath, response.method, ['responses', String(response.status)]);
    const id = `${place.file}#${place.path.join('/')}`;
    const document = this.document(place.file);
    const mediaType = [...place.path, 'content', 'application/json'];
    if (!isMap(document.getIn(mediaType))) throw new Error(`${place.path.join(' ')} in ${relative(openapiDir, place.file)} has no JSON body`);
    if (!this.errorPlaces.has(id)) {
      this.errorPlaces.add(id);
      document.deleteIn([...mediaType, 'example']);
      document.deleteIn([...mediaType, 'examples']);
    }
    const file = join(examplesDir, `${name}.yaml`);
    writeFileSync(file, stringifyYaml(example, { lineWidth: -1 }));
    document.setIn([...mediaType, 'examples', key], document.createNode({ $ref: relative(dirname(place.file), file) }));
  }

  private writeAt(place: Place, name: string, key: string, example: Example, mediaType?: string): boolean {
    const id = `${place.file}#${place.path.join('/')}`;
    if (this.written.has(id)) return false;
    this.written.add(id);
    const document = this.document(place.file);
    const content = document.getIn([...place.path, 'content']);
    if (!isMap(content)) throw new Error(`${place.path.join(' ')} in ${relative(openapiDir, place.file)} has no content`);
    const types = content.items.map((item) => (isScalar(item.key) ? String(item.key.value) : ''));
    const type = mediaType ?? (types.includes('application/json') ? 'application/json' : types[0]!);
    const file = join(examplesDir, `${name}.yaml`);
    writeFileSync(file, stringifyYaml(example, { lineWidth: -1 }));
    document.deleteIn([...place.path, 'content', type, 'example']);
    document.setIn([...place.path, 'content', type, 'examples'], document.createNode({ [key]: { $ref: relative(dirname(place.file), file) } }));
    return true;
  }

  save(): void {
    for (const [file, document] of this.documents) {
      const text = document.toString(format);
      if (text !== readFileSync(file, 'utf8')) writeFileSync(file, text);
    }
  }
}
