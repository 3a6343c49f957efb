// The request (and optionally response) validator. Compiling the spec's schemas is the costly part of serving the
// first request, so the composition root (`server/wiring.ts`) builds one per process that serves every app built in
// it (tests build one app per test); what differs between apps (the database, the data directory) is read from the
// request's services.
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { OpenApiValidatorOpts } from 'express-openapi-validator/dist/framework/types.js';
import { jsonBodyTypes } from './json-body-types.js';
import { securityStep } from './security.js';
import { validatorDocument } from './validator-document.js';

/** Our security step in place of the validator's (security.ts), then the JSON body types it would coerce (json-body-types.ts). */
function withOwnChecks(handlers: RequestHandler[]): RequestHandler[] {
  const securityAt = handlers.findIndex((handler) => handler.name === 'securityMiddleware');
  if (securityAt < 0) throw new Error('express-openapi-validator no longer has a securityMiddleware step');
  return handlers.toSpliced(securityAt, 1, securityStep, jsonBodyTypes);
}

/** The validator; `fileUploader` receives the files of multipart bodies. */
export function buildRequestValidator(validateResponses: boolean, fileUploader: OpenApiValidatorOpts['fileUploader']): RequestHandler[] {
  return withOwnChecks(OpenApiValidator.middleware({
    apiSpec: validatorDocument(validateResponses),
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: 'array', removeAdditional: false, allErrors: true },
    validateResponses: validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    validateFormats: true,
    fileUploader,
    // Redocly lint checks the spec; this validator's meta-schema wants absolute OAuth URLs, which 3.1 does not.
    validateApiSpec: false,
  }) as RequestHandler[]);
}
