// A server that differs from the spec on purpose: it forwards everything to the reference server, except that
// GET /api/v4/version answers with a number where the spec has a string.
import { createServer, request as forward, type Server } from 'node:http';

export interface CorruptingProxy {
  url: string;
  close(): Promise<void>;
}

export async function startCorruptingProxy(upstream: string): Promise<CorruptingProxy> {
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.method === 'GET' && incoming.url?.split('?')[0] === '/api/v4/version') {
      outgoing.writeHead(200, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ version: 17, revision: 'corrupted', toolkit_version: '0.1.0' }));
      return;
    }
    const proxied = forward({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
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
