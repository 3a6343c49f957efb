// A server that differs from the spec on purpose: it forwards everything to the reference server, except that
// - `version`: GET /api/v4/version answers with a number where the spec has a string (a contract violation);
// - `page-headers`: no answer carries the page headers (X-Page, X-Next-Page, …, Link);
// - `missing-user`: GET /api/v4/users/2147483647 answers 403, a status the spec allows where the real service says 404
//   (a behaviour difference only).
import { createServer, request as forward, type Server } from 'node:http';

export interface CorruptingProxy {
  url: string;
  close(): Promise<void>;
}

export type Corruption = 'version' | 'page-headers' | 'missing-user';

const pageHeaders = ['x-page', 'x-per-page', 'x-next-page', 'x-prev-page', 'x-total', 'x-total-pages', 'link'];

export async function startCorruptingProxy(upstream: string, corruption: Corruption = 'version'): Promise<CorruptingProxy> {
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url?.split('?')[0];
    if (corruption === 'version' && incoming.method === 'GET' && path === '/api/v4/version') {
      outgoing.writeHead(200, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ version: 17, revision: 'corrupted', toolkit_version: '0.1.0' }));
      return;
    }
    if (corruption === 'missing-user' && incoming.method === 'GET' && path === '/api/v4/users/2147483647') {
      outgoing.writeHead(403, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ message: '403 Forbidden' }));
      return;
    }
    const proxied = forward({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      const headers = corruption === 'page-headers'
        ? Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !pageHeaders.includes(name)))
        : answer.headers;
      outgoing.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(outgoing);
    });
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
