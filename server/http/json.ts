import type { NextFunction, Request, Response } from 'express';

/**
 * Every JSON response carries `Content-Type: application/json` exactly: some clients compare the header
 * literally, and Express's `res.json()` appends `; charset=utf-8`. Rewriting at `setHeader` covers every path
 * that sends JSON (handlers, the validator's response checks, the error handler).
 */
export function exactJsonContentType(_request: Request, response: Response, next: NextFunction): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name: string, value: number | string | readonly string[]) =>
    setHeader(
      name,
      name.toLowerCase() === 'content-type' && typeof value === 'string' && value.startsWith('application/json')
        ? 'application/json'
        : value,
    );
  next();
}
