// The request (and optionally response) validator. Compiling the spec's schemas is the costly part of serving the
// first request, so the composition root (`server/wiring.ts`) builds one per process that serves every app built in
// it (tests build one app per test); what differs between apps (the database, the data directory) is read from the
// request's services.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { OpenApiValidatorOpts } from 'express-openapi-validator/dist/framework/types.js';
import type { Actor } from '../auth/actor.js';
import { specDocument } from './spec-document.js';
import { unauthorized } from './api-error.js';
import { jsonBodyTypes } from './json-body-types.js';
import { validatorDocument } from './validator-document.js';

type SecurityRequirements = Record<string, string[]>[] | undefined;

/**
 * Every security scheme of the spec is satisfied by a signed-in caller (authentication already ran); `{}` in an
 * operation's requirements allows anonymous ones. The validator's own security check evaluates every scheme's
 * handler on each request, so this takes its place, at the same point of the chain (before request validation,
 * so that an anonymous caller with bad input gets 401 as from the real service).
 */
function requireCredentials(request: Request, response: Response, next: NextFunction): void {
  const operation = (request as { openapi?: { schema?: { security?: SecurityRequirements } } }).openapi?.schema;
  const requirements = operation?.security ?? specDocument.security;
  if (!operation || !requirements?.length || requirements.some((requirement) => Object.keys(requirement).length === 0)) return next();
  if ((response.locals.actor as Actor | undefined)?.user == null) return next(unauthorized());
  next();
}

/** Our credentials check in place of the validator's, then the JSON body types it would coerce (json-body-types.ts). */
function withOwnChecks(handlers: RequestHandler[]): RequestHandler[] {
  const securityAt = handlers.findIndex((handler) => handler.name === 'securityMiddleware');
  if (securityAt < 0) throw new Error('express-openapi-validator no longer has a securityMiddleware step');
  return handlers.toSpliced(securityAt, 1, requireCredentials, jsonBodyTypes);
}

/** The validator; `fileUploader` receives the files of multipart bodies. */
export function buildRequestValidator(validateResponses: boolean, fileUploader: OpenApiValidatorOpts['fileUploader']): RequestHandler[] {
  return withOwnChecks(OpenApiValidator.middleware({
    apiSpec: validatorDocument(),
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: 'array', removeAdditional: false, allErrors: true },
    validateResponses: validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    validateFormats: true,
    fileUploader,
    // Redocly lint checks the spec; this validator's meta-schema wants absolute OAuth URLs, which 3.1 does not.
    validateApiSpec: false,
  }) as RequestHandler[]);
}
