// The spec indexed once, at start, for the request side: each operation by method and path template with its
// parameters by kind, its security and whether it writes; and, across operations, the names the compatibility
// step adapts (compatibility.ts). Adapters run before the validator knows the operation, so they go by name: a
// name is, say, boolean when some operation declares a boolean query parameter or body property of that name.
import type {
  HttpMethod, OperationObject, ParameterObject, PathItemObject, ReferenceObject, RequestBodyObject, SchemaObject,
} from './openapi.js';
import { specDocument } from './spec-document.js';

/** Where the API is mounted; the spec's paths are below it. */
export const apiBasePath = '/api/v4';

export interface OperationSecurity {
  /** `{}` is among its requirements (or it has none): callers without credentials may call it. */
  anonymous: boolean;
  /** A token needs one of these scopes. */
  scopes: string[];
}

export interface IndexedOperation {
  id: string;
  method: HttpMethod;
  /** The spec's path template, e.g. `/projects/{id}`. */
  template: string;
  /** The operation object as the spec has it. */
  object: OperationObject;
  /** The path item's parameters, then the operation's, references resolved. */
  parameters: Record<'path' | 'query' | 'header', ParameterObject[]>;
  /** The top-level properties of its request body, per media type (`allOf`/`anyOf`/`oneOf` parts included). */
  bodyProperties: Map<string, Record<string, ReferenceObject | SchemaObject>>;
  /** A JSON pointer into the spec to its `application/json` body schema, when it takes one. */
  jsonBodySchema: string | undefined;
  /** The `required` list of the schema of its first body media type (not of its `allOf` parts). */
  requiredBodyProperties: string[];
  writes: boolean;
  security: OperationSecurity;
}

const methods: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const writeMethods = new Set<HttpMethod>(['post', 'put', 'patch', 'delete']);

const isReference = (node: object): node is ReferenceObject => '$ref' in node;
const pointerSegment = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

/** The object a local reference (`#/components/…`) points to. */
function resolve<T extends object>(node: T | ReferenceObject): T {
  let resolved: object = node;
  while (isReference(resolved)) {
    resolved = resolved.$ref.slice(2).split('/')
      .reduce<Record<string, unknown>>((parent, segment) => parent[segment.replace(/~1/g, '/').replace(/~0/g, '~')] as Record<string, unknown>, specDocument as unknown as Record<string, unknown>);
  }
  return resolved as T;
}

/** A schema given inline or as a `#/components/schemas` reference, one level resolved. */
const schemaOf = (node: ReferenceObject | SchemaObject | undefined): SchemaObject | undefined =>
  node && isReference(node) ? (node.$ref.startsWith('#/components/schemas/') ? resolve<SchemaObject>(node) : undefined) : node;

function topLevelProperties(node: ReferenceObject | SchemaObject | undefined, into: Record<string, ReferenceObject | SchemaObject> = {}) {
  if (!node) return into;
  const schema = resolve<SchemaObject>(node);
  Object.assign(into, schema.properties);
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) topLevelProperties(part, into);
  return into;
}

function indexOperation(template: string, item: PathItemObject, method: HttpMethod, object: OperationObject): IndexedOperation {
  const parameters: IndexedOperation['parameters'] = { path: [], query: [], header: [] };
  for (const parameter of [...(item.parameters ?? []), ...(object.parameters ?? [])].map((node) => resolve<ParameterObject>(node))) {
    if (parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header') parameters[parameter.in].push(parameter);
  }
  const requestBody = object.requestBody && resolve<RequestBodyObject>(object.requestBody);
  const content = requestBody?.content ?? {};
  const bodyAt = object.requestBody && isReference(object.requestBody)
    ? object.requestBody.$ref
    : `#/paths/${pointerSegment(template)}/${method}/requestBody`;
  const firstSchema = Object.values(content)[0]?.schema;
  const requirements = object.security ?? specDocument.security;
  const writes = writeMethods.has(method);
  return {
    id: object.operationId!,
    method,
    template,
    object,
    parameters,
    bodyProperties: new Map(Object.entries(content).map(([mediaType, { schema }]) => [mediaType, topLevelProperties(schema)])),
    jsonBodySchema: content['application/json'] ? `${bodyAt}/content/application~1json/schema` : undefined,
    requiredBodyProperties: firstSchema ? resolve<SchemaObject>(firstSchema).required ?? [] : [],
    writes,
    security: {
      anonymous: requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0),
      scopes: object['x-token-scopes'] ?? (writes ? ['api'] : ['api', 'read_api']),
    },
  };
}

const operations: IndexedOperation[] = Object.entries(specDocument.paths).flatMap(([template, item]) =>
  methods.filter((method) => item[method]).map((method) => indexOperation(template, item, method, item[method]!)));

const byRoute = new Map(operations.map((operation) => [`${operation.method} ${operation.template}`, operation]));

/** The operation at a method and path template (`get`, `/projects/{id}`). */
export const operationAt = (method: string, template: string): IndexedOperation | undefined =>
  byRoute.get(`${method.toLowerCase()} ${template}`);

export const allOperations: readonly IndexedOperation[] = operations;

const isBoolean = (node: ReferenceObject | SchemaObject | undefined): boolean => {
  const type = schemaOf(node)?.type;
  return type === 'boolean' || (Array.isArray(type) && type.includes('boolean'));
};

const queryParameters = operations.flatMap((operation) => operation.parameters.query);
const bodyProperties = operations.flatMap((operation) => [...operation.bodyProperties.values()].flatMap((properties) => Object.entries(properties)));
/** `iids[]` → `iids`. */
const bareName = (name: string) => name.replace(/\[\]$/, '');

/** Names of boolean query parameters and body properties: their words (`yes`, `off`…) are read as booleans. */
export const booleanNames: ReadonlySet<string> = new Set([
  ...queryParameters.filter((parameter) => isBoolean(parameter.schema)).map((parameter) => parameter.name),
  ...bodyProperties.filter(([, property]) => isBoolean(property)).map(([name]) => name),
]);

/** Names (bare) of the parameters and properties marked `x-comma-separated`, `true` where their elements are integers. */
export const commaSeparatedNames: ReadonlyMap<string, boolean> = new Map(
  [
    ...queryParameters.map((parameter): [string, ReferenceObject | SchemaObject | undefined] => [bareName(parameter.name), parameter.schema]),
    ...bodyProperties,
  ].flatMap(([name, node]) => {
    const schema = node && !isReference(node) ? node : undefined;
    if (!schema?.['x-comma-separated']) return [];
    const items = 'items' in schema && schema.items && !isReference(schema.items) ? schema.items : undefined;
    return [[name, items?.type === 'integer'] as const];
  }),
);

/** Query parameters of style `deepObject` (`custom_attributes[team]=red`). */
export const deepObjectQueryNames: ReadonlySet<string> = new Set(
  queryParameters.filter((parameter) => parameter.style === 'deepObject').map((parameter) => parameter.name),
);

/** Bare names of the query parameters the spec names with brackets (`iids[]` → `iids`). */
export const bracketedQueryNames: ReadonlySet<string> = new Set(
  queryParameters.filter((parameter) => parameter.name.endsWith('[]')).map((parameter) => bareName(parameter.name)),
);

/** Query parameters whose schema is a plain string: a comma list may be given for them in array form. */
export const stringQueryNames: ReadonlySet<string> = new Set(
  queryParameters.filter((parameter) => !parameter.name.endsWith('[]') && parameter.schema && !isReference(parameter.schema) && parameter.schema.type === 'string')
    .map((parameter) => parameter.name),
);
