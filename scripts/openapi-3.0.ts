// The bundled 3.1 spec down-converted to OpenAPI 3.0, for client generators that do not read 3.1 (swagger-codegen,
// most OpenAPI Generator templates). JSON Schema 2020-12 forms become their 3.0 equivalents; webhooks, which 3.0
// cannot state, move to the `x-webhooks` extension; each request body keeps one media type (JSON where offered),
// because generators make one method per media type under one name; a property that may be null is nullable and
// not required, since 3.0 generators read "required" as "never null" (a nullable reference becomes a plain one).

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullType = (schema: unknown) => isObject(schema) && schema.type === 'null' && Object.keys(schema).length <= 2;

/** `{$ref, description}` is a 3.1 schema; 3.0 ignores siblings of `$ref`, so the reference goes into an `allOf`. */
function refWithSiblings(schema: Node): Node {
  const { $ref, ...rest } = schema;
  return { allOf: [{ $ref }], ...rest };
}

function convertSchema(input: Node): Node {
  let schema: Node = { ...input };
  if (typeof schema.$ref === 'string' && Object.keys(schema).length > 1) schema = refWithSiblings(schema);

  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((type) => type !== 'null');
    if (types.length < schema.type.length) schema.nullable = true;
    if (types.length === 1) schema.type = types[0];
    else {
      delete schema.type;
      schema.oneOf = types.map((type) => ({ type }));
    }
  } else if (schema.type === 'null') {
    // A value that is always null: 3.0 has no null type, only nullable ones.
    schema.type = 'string';
    schema.nullable = true;
    schema.enum = [null];
  }

  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const alternatives = schema[keyword];
    if (!Array.isArray(alternatives) || !alternatives.some(isNullType)) continue;
    const others = alternatives.filter((alternative) => !isNullType(alternative));
    delete schema[keyword];
    const [only] = others as Node[];
    if (others.length > 1) {
      schema[keyword] = others;
      schema.nullable = true;
    } else if (typeof only!.$ref === 'string') {
      // A reference cannot be nullable in 3.0; `nullable` beside `allOf: [$ref]` makes generators invent a class
      // (`AllOfProjectPermissionsGroupAccess`) that refuses null. The plain reference it is (3.0 ignores anything
      // beside it), and the property is not required (see nullableProperties).
      schema = { $ref: only!.$ref };
    } else schema = { ...only, ...schema, nullable: true };
  }

  // 3.0 ties `nullable` to a `type` beside it: a union without one carries it on its first typed alternative only,
  // so that null matches exactly one alternative of a `oneOf`.
  if (schema.nullable === true && schema.type === undefined) {
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const alternatives = schema[keyword];
      if (!Array.isArray(alternatives)) continue;
      const first = alternatives.findIndex((alternative) => isObject(alternative) && 'type' in alternative);
      schema[keyword] = alternatives.map((alternative, index) => (index === first ? { ...alternative, nullable: true } : alternative));
      delete schema.nullable;
    }
  }

  if ('const' in schema) {
    schema.enum = [schema.const];
    delete schema.const;
  }
  if (Array.isArray(schema.examples)) {
    schema.example = schema.examples[0];
    delete schema.examples;
  }
  for (const [bound, exclusive] of [['minimum', 'exclusiveMinimum'], ['maximum', 'exclusiveMaximum']] as const) {
    if (typeof schema[exclusive] !== 'number') continue;
    schema[bound] = schema[exclusive];
    schema[exclusive] = true;
  }
  if ('contentMediaType' in schema || 'contentEncoding' in schema) {
    delete schema.contentMediaType;
    delete schema.contentEncoding;
    schema.format = 'binary';
  }
  return schema;
}

const subschema = new Set(['items', 'additionalProperties', 'not']);
const subschemaLists = new Set(['allOf', 'anyOf', 'oneOf']);
const subschemaMaps = new Set(['properties', 'patternProperties']);
/** Values, not schemas or spec objects: left as they are. */
const literals = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

const mapValues = (map: Node, convert: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(map).map(([name, value]) => [name, convert(value)]));

/**
 * Properties that may be null. 3.0 generators take `required` to mean "never null" (swagger-codegen's Python models
 * refuse None for a required property, `nullable` or not), so in 3.0 these are not listed as required.
 */
function nullableProperties(schema: Node): string[] {
  const mayBeNull = (property: unknown) => isObject(property) && (isNullType(property)
    || (Array.isArray(property.type) && property.type.includes('null'))
    || [property.anyOf, property.oneOf].some((alternatives) => Array.isArray(alternatives) && alternatives.some(isNullType)));
  return Object.entries(isObject(schema.properties) ? schema.properties : {}).filter(([, property]) => mayBeNull(property)).map(([name]) => name);
}

function walkSchema(node: unknown): unknown {
  if (!isObject(node)) return node;
  const optional = nullableProperties(node);
  const converted = convertSchema(node);
  if (optional.length > 0 && Array.isArray(converted.required)) {
    converted.required = converted.required.filter((name) => !optional.includes(name as string));
    if ((converted.required as unknown[]).length === 0) delete converted.required;
  }
  return Object.fromEntries(Object.entries(converted).map(([name, value]) => {
    if (subschema.has(name) && isObject(value)) return [name, walkSchema(value)];
    if (subschemaLists.has(name) && Array.isArray(value)) return [name, value.map(walkSchema)];
    if (subschemaMaps.has(name) && isObject(value)) return [name, mapValues(value, (schema) => isObject(schema) ? walkSchema(schema) : {})];
    return [name, value];
  }));
}

/** Converts every schema in a part of the document that is not itself a schema. */
function walk(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(walk);
  if (!isObject(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([name, value]) => {
    if (name === 'schema') return [name, walkSchema(value)];
    if (name === 'schemas' && isObject(value)) return [name, mapValues(value, walkSchema)];
    if (literals.has(name)) return [name, value];
    return [name, walk(value)];
  }));
}

/** Drops the component schemas nothing refers to any more (the multipart bodies). */
function withoutUnusedSchemas(document: Node): Node {
  const schemas = (document.components as Node).schemas as Node;
  const referenced = (node: unknown) => [...JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
  const used = new Set(referenced({ ...document, components: { ...(document.components as Node), schemas: {} } }));
  for (let grown = true; grown;) {
    grown = false;
    for (const name of [...used]) {
      for (const inner of referenced(schemas[name])) {
        if (used.has(inner)) continue;
        used.add(inner);
        grown = true;
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...(document.components as Node), schemas: kept } };
}

function oneMediaType(operation: Node): void {
  const body = operation.requestBody;
  if (!isObject(body) || !isObject(body.content)) return;
  const types = Object.keys(body.content);
  if (types.length < 2) return;
  const kept = types.includes('application/json') ? 'application/json' : types[0]!;
  body.content = { [kept]: body.content[kept] };
}

export function openapi30(document: Node): Node {
  const { openapi: _version, jsonSchemaDialect: _dialect, webhooks, info, paths, components, ...rest } = document;
  const { summary: _summary, license, ...infoRest } = info as Node;
  // 3.0 licenses have a URL instead of an SPDX identifier.
  const { identifier, ...licenseRest } = (license ?? {}) as Node;
  if (typeof identifier === 'string') licenseRest.url = `https://spdx.org/licenses/${identifier}.html`;
  const converted = walk({
    openapi: '3.0.3',
    info: { ...infoRest, ...(license ? { license: licenseRest } : {}) },
    ...rest,
    paths,
    ...(webhooks ? { 'x-webhooks': webhooks } : {}),
    components,
  }) as Node;
  for (const item of Object.values(converted.paths as Node)) {
    for (const operation of Object.values(item as Node)) if (isObject(operation)) oneMediaType(operation);
  }
  const bodies = (converted.components as Node).requestBodies;
  if (isObject(bodies)) for (const body of Object.values(bodies)) oneMediaType({ requestBody: body });
  return withoutUnusedSchemas(converted);
}
