// The steps every API request passes before its route, in this order. Most of them read requests as the real
// service (Rails, Rack, Grape) reads them, where the spec's validator would read them otherwise; the order is what
// keeps its answers' precedence: a malformed request is refused before anything reads it, then a bad credential
// is a 401, then a missing credential or scope a 401 or 403 (the validator's security slot), and only then does an
// invalid parameter make a 400. The parts that are not this folder's (authentication, the validator built by the
// composition root, the test mode's journal and faults) are given in their slots.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { bodyParsers } from './body-parsers.js';
import { booleanWords } from './boolean-words.js';
import { bracketedNames } from './bracketed-names.js';
import { commaSeparatedArrays } from './comma-separated.js';
import { deepObjectsIn } from './deep-object-query.js';
import { finiteNumbers } from './finite-numbers.js';
import { malformedMultipart } from './malformed-multipart.js';
import { malformedStrings } from './malformed-strings.js';
import { queryIntoBody } from './query-into-body.js';

export interface CompatibilitySlots {
  /** Who is calling (and as whom, with sudo); refuses a bad credential with 401. */
  authenticate: RequestHandler;
  /** Routes that answer once the caller is known but are not operations of the spec: the spec itself. */
  unvalidated: RequestHandler;
  /** The request validator: operation metadata, multipart bodies, the security step (401/403), JSON body types and
   *  parameter validation (400), in that order (request-validator.ts). */
  validator: RequestHandler[];
  /** Test mode: records each request as it was sent. */
  journal?: RequestHandler;
  /** Test mode: injected faults, once the operation is known. */
  faults?: RequestHandler;
}

export function compatibilityStep(slots: CompatibilitySlots): (RequestHandler | ErrorRequestHandler)[] {
  return [
    // JSON and forms (by Rails' rules) are read first: every later step reads `request.body`.
    ...bodyParsers,
    // Before anything changes the request, so that the journal shows it as sent.
    ...(slots.journal ? [slots.journal] : []),
    // NUL bytes and deep nesting are refused (400) before any step, authentication included, reads them.
    malformedStrings,
    // Query parameters of a write join its body, before authentication takes `sudo` out of the body.
    queryIntoBody,
    // A bad credential is a 401 before any parameter is looked at.
    slots.authenticate,
    slots.unvalidated,
    // The name adapters rewrite the query and body into the spec's terms for the validator, and refuse nothing.
    // Bracketed names go first, so that the comma split finds `iids[]=1,2` under `iids`; the other three touch
    // names the others do not (`name[key]`, booleans, comma lists), so their order among them does not matter.
    bracketedNames,
    deepObjectsIn,
    booleanWords,
    commaSeparatedArrays,
    ...slots.validator,
    ...(slots.faults ? [slots.faults] : []),
    // After validation: the validator's coercion is what turns `1e400` into Infinity.
    finiteNumbers,
    // An error step: the validator's multipart parsing failures become 400s instead of 500s.
    malformedMultipart,
  ];
}
