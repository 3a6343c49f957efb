// The request (and optionally response) validator. Compiling the spec's schemas is the costly part of serving the
// first request, so one validator per process serves every app built in it (tests build one app per test); what
// differs between apps (the database, the data directory) is read from the request's services.
import type { Request, RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { Actor } from '../auth/actor.js';
import { specDocument } from '../spec.js';
import { fileUploader } from '../uploads/incoming.js';
import { validatorDocument } from './validator-document.js';

const securitySchemes = Object.keys(specDocument.components.securitySchemes);

/** Every security scheme of the spec is satisfied by a signed-in caller; `{}` in an operation allows anonymous ones. */
const signedIn = (request: Request) => (request.res?.locals.actor as Actor | undefined)?.user != null;

const validators = new Map<boolean, RequestHandler[]>();

/** The validator, built once per process for each `validateResponses` setting. */
export function requestValidator(validateResponses: boolean): RequestHandler[] {
  let validator = validators.get(validateResponses);
  if (!validator) {
    validator = OpenApiValidator.middleware({
      apiSpec: validatorDocument(),
      validateRequests: { allowUnknownQueryParameters: true, coerceTypes: 'array', removeAdditional: false, allErrors: true },
      validateResponses: validateResponses ? { removeAdditional: false } : false,
      validateSecurity: { handlers: Object.fromEntries(securitySchemes.map((scheme) => [scheme, signedIn])) },
      validateFormats: true,
      fileUploader: fileUploader(),
      // Redocly lint checks the spec; this validator's meta-schema wants absolute OAuth URLs, which 3.1 does not.
      validateApiSpec: false,
    }) as RequestHandler[];
    validators.set(validateResponses, validator);
  }
  return validator;
}
