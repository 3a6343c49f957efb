// The request validator coerces body values as it coerces query strings and forms (its `coerceTypes` applies to
// every body), so in JSON it would take `true` for the integer 1 and `null` for 0, `false` or `""`: conversions
// the real service's parameter layer refuses. A JSON body holding a boolean or a null is therefore checked first
// against the operation's JSON schema without coercion; a boolean where the schema wants neither a boolean nor a
// string, or a null where it does not allow null, is refused as a value of the wrong type (400
// `{"error":"<name> is invalid"}`), before anything is stored. The conversions the real service makes (numbers
// and boolean words in strings, a number or boolean given for a string) stay with the validator, as the spec's
// conventions say.
import type { NextFunction, Request, Response } from 'express';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { error as validatorError } from 'express-openapi-validator';
import { specDocument } from '../spec.js';

interface Operation {
  operationId?: string;
  requestBody?: { $ref?: string; content?: Record<string, unknown> };
}

const pointerSegment = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
const jsonSchemaAt = '/content/application~1json/schema';

/** Where each operation's JSON body schema is in the spec, by operation id. */
function jsonBodySchemas(): Map<string, string> {
  const requestBodies = (specDocument.components as { requestBodies?: Record<string, Operation['requestBody']> }).requestBodies ?? {};
  const pointers = new Map<string, string>();
  for (const [path, item] of Object.entries(specDocument.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const { operationId, requestBody } = value as Operation;
      if (!operationId || !requestBody) continue;
      const named = requestBody.$ref?.replace('#/components/requestBodies/', '');
      const content = named === undefined ? requestBody.content : requestBodies[named]?.content;
      if (!content?.['application/json']) continue;
      const bodyAt = named === undefined ? `#/paths/${pointerSegment(path)}/${method}/requestBody` : requestBody.$ref!;
      pointers.set(operationId, `${bodyAt}${jsonSchemaAt}`);
    }
  }
  return pointers;
}

const schemaPointers = jsonBodySchemas();
// OpenAPI's `example` and `x-` keywords are not JSON Schema: strict mode is off so that they are ignored. Formats
// and everything but types are the request validator's to check.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
ajv.addSchema({ $id: 'spec', paths: specDocument.paths, components: specDocument.components });
const validators = new Map<string, ValidateFunction | undefined>();

function uncoercedValidator(operationId: string): ValidateFunction | undefined {
  if (!validators.has(operationId)) {
    const pointer = schemaPointers.get(operationId);
    validators.set(operationId, pointer === undefined ? undefined : ajv.getSchema(`spec${pointer}`));
  }
  return validators.get(operationId);
}

/** Whether a boolean or a null is anywhere in `value`. */
function holdsBooleanOrNull(value: unknown): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value !== 'object') return false;
  return Object.values(value).some(holdsBooleanOrNull);
}

function valueAt(body: unknown, instancePath: string): unknown {
  return instancePath.split('/').slice(1).reduce<unknown>(
    (node, segment) => (node as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')],
    body,
  );
}

/** The places where a boolean or a null was given for a type that the real service does not convert it to. */
function refusedValues(body: unknown, errors: ErrorObject[]): ErrorObject[] {
  const typeErrors = errors.filter((error) => error.keyword === 'type');
  return typeErrors.filter((error) => {
    const value = valueAt(body, error.instancePath);
    if (value === null) return true;
    if (typeof value !== 'boolean') return false;
    // A boolean for a string is its text, as the real service reads it; one alternative taking a string suffices.
    return !typeErrors.some((other) => other.instancePath === error.instancePath && String(other.params.type).split(',').includes('string'));
  });
}

export function jsonBodyTypes(request: Request, _response: Response, next: NextFunction): void {
  const operationId = (request as { openapi?: { schema?: Operation } }).openapi?.schema?.operationId;
  if (!operationId || !request.is(['application/json', 'application/*+json']) || !holdsBooleanOrNull(request.body)) return next();
  const validate = uncoercedValidator(operationId);
  if (!validate || validate(request.body)) return next();
  const refused = refusedValues(request.body, validate.errors ?? []);
  if (refused.length === 0) return next();
  const errors = refused.map((error) => ({ path: `/body${error.instancePath}`, message: error.message ?? 'is invalid', errorCode: 'type.openapi.validation' }));
  next(new validatorError.BadRequest({ path: request.path, message: errors.map((error) => `${error.path} ${error.message}`).join(', '), errors }));
}
