// The request validator coerces body values as it coerces query strings and forms (its `coerceTypes` applies to
// every body), so in JSON it would take `true` for the integer 1, `null` for 0, `false` or `""`, and `[5]` for 5:
// conversions the real service's parameter layer refuses. A JSON body is therefore checked first against the
// operation's JSON schema without coercion, and a value of the wrong type that is a null, an array, an object, or
// a boolean where no string is allowed either, is refused as the validator refuses a wrong type (400
// `{"error":"<name> is invalid"}`) before anything is stored. Strings and numbers of the wrong type, and booleans
// given for strings, are left to the validator's coercion: those are the conversions the real service makes and
// the spec's conventions state.
import type { NextFunction, Request, Response } from 'express';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { error as validatorError } from 'express-openapi-validator';
import { currentOperation } from './current-operation.js';
import { specDocument } from './spec-document.js';
import type { IndexedOperation } from './spec-index.js';

let specAjv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction | undefined>();

/** The operation's validator, compiled on first use like the request validator's, so that starting costs nothing. */
function uncoercedValidator(operation: IndexedOperation): ValidateFunction | undefined {
  if (!validators.has(operation.id)) {
    if (!specAjv) {
      // OpenAPI's `example` and `x-` keywords are not JSON Schema: strict mode is off so that they are ignored.
      // Formats and everything but types are the request validator's to check.
      specAjv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
      specAjv.addSchema({ $id: 'spec', paths: specDocument.paths, components: specDocument.components });
    }
    const pointer = operation.jsonBodySchema;
    validators.set(operation.id, pointer === undefined ? undefined : specAjv.getSchema(`spec${pointer}`));
  }
  return validators.get(operation.id);
}

/** Whether the body holds a value that is not a string or a number: only such a body can hold one refused here. */
const holdsUnconverted = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Object.values(body).some((value) => typeof value !== 'string' && typeof value !== 'number');

function valueAt(body: unknown, instancePath: string): unknown {
  return instancePath.split('/').slice(1).reduce<unknown>(
    (node, segment) => (node as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')],
    body,
  );
}

/** The places where a value was given for a type that the real service does not convert it to. */
function refusedValues(body: unknown, errors: ErrorObject[]): ErrorObject[] {
  const typeErrors = errors.filter((error) => error.keyword === 'type');
  return typeErrors.filter((error) => {
    const value = valueAt(body, error.instancePath);
    if (typeof value === 'string' || typeof value === 'number') return false;
    if (typeof value !== 'boolean') return true;
    // A boolean for a string is its text, as the real service reads it, but never a number, not even where a
    // string would do as well (the validator would try the number first).
    const wanted = typeErrors.filter((other) => other.instancePath === error.instancePath).flatMap((other) => String(other.params.type).split(','));
    return !wanted.includes('string') || wanted.includes('number') || wanted.includes('integer');
  });
}

export function jsonBodyTypes(request: Request, _response: Response, next: NextFunction): void {
  const operation = currentOperation(request);
  if (!operation || !request.is(['application/json', 'application/*+json']) || !holdsUnconverted(request.body)) return next();
  const validate = uncoercedValidator(operation);
  if (!validate || validate(request.body)) return next();
  const refused = refusedValues(request.body, validate.errors ?? []);
  if (refused.length === 0) return next();
  const errors = refused.map((error) => ({ path: `/body${error.instancePath}`, message: error.message ?? 'is invalid', errorCode: 'type.openapi.validation' }));
  next(new validatorError.BadRequest({ path: request.path, message: errors.map((error) => `${error.path} ${error.message}`).join(', '), errors }));
}
