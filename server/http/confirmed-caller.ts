// The steps that answer an API request wait for its caller to be confirmed, where authentication let it go on with
// a token's holder as read lately (the actor's `confirmed`, server/auth/lookup-ahead.ts): a token revoked meanwhile
// is answered 401 whatever was made, and an answer made for a holder that changed since is made again.
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Actor } from '../auth/actor.js';

const actorOf = (response: Response): Actor | undefined => response.locals.actor as Actor | undefined;

/** Waits for the caller's confirmation: true when the caller changed (the actor now holds it); rejects with 401. */
export const callerChanged = (response: Response): Promise<boolean> => actorOf(response)?.confirmed?.() ?? Promise.resolve(false);

/** The error step before any error is answered: a refused caller's 401 comes first, as it would have. */
export const confirmedBeforeError: ErrorRequestHandler = (error: unknown, _request: Request, response: Response, next: NextFunction) => {
  callerChanged(response).then(() => next(error), next);
};

/** The step after the API's: what answers a request none of them answered (a path of no operation) waits too. */
export const confirmedBeforeOthers: RequestHandler = (_request, response, next) => {
  callerChanged(response).then(() => next(), next);
};

/** `answer`, once the caller is confirmed. */
export const confirmedFirst = (answer: RequestHandler): RequestHandler => (request, response, next) => {
  callerChanged(response).then(() => answer(request, response, next), next);
};

/**
 * Guards an answer from being sent unconfirmed, a step that answers without waiting being a fault of this server: its
 * request fails instead.
 */
export function refuseUnconfirmedAnswers(response: Response): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: Response, ...args: unknown[]) {
    if (actorOf(this)?.confirmed) throw new Error('An answer was about to be sent before its caller was confirmed');
    return (writeHead as (...rest: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}
