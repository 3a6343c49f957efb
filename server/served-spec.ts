// The spec as served at `GET /api/v4/openapi.json`: its templated server URL defaults to the scheme and host the
// request came to, so that a documentation page's try-it or a client generated from the served document calls this
// server rather than `localhost:3000`.
import type { Request, Response } from 'express';
import { specDocument } from './http/spec-document.js';

/** A host header as browsers and clients send it (name or address, optional port); anything else keeps the default. */
const plausibleHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function specFor(request: Request): string {
  const host = request.get('host');
  const servers = specDocument.servers.map((server) => ({
    ...server,
    variables: Object.fromEntries(Object.entries(server.variables ?? {}).map(([name, variable]) => {
      if (name === 'scheme') return [name, { ...variable, default: request.protocol }];
      if (name === 'host' && host !== undefined && plausibleHost.test(host)) return [name, { ...variable, default: host }];
      return [name, variable];
    })),
  }));
  return JSON.stringify({ ...specDocument, servers });
}

export function serveSpec(request: Request, response: Response): void {
  response.type('application/json').send(specFor(request));
}
