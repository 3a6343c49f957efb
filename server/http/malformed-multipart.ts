// Multipart bodies are parsed inside the request validator, by multer and busboy.
import type { NextFunction, Request, Response } from 'express';
import { badRequest } from './api-error.js';

/** What multer and busboy report about a multipart body that cannot be parsed (the validator makes most of them 500s). */
const malformedBody = /^(Malformed part header|Malformed content type|Unexpected end of (form|file)|Multipart: Boundary not found|multipart file\(s\) required)$/;

/** Error middleware after the validator: a malformed multipart body is the client's fault, 400. */
export function malformedMultipart(fault: unknown, request: Request, _response: Response, next: NextFunction): void {
  const message = (fault as { message?: unknown } | null)?.message;
  if (request.is('multipart/form-data') && typeof message === 'string' && malformedBody.test(message)) return next(badRequest('Malformed multipart body'));
  next(fault);
}
