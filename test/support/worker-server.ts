// The HTTP server of a test worker: it listens once, for the worker's whole life, on the port that the worker's
// Prism proxy forwards to, and hands each request to the app of the test running now.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { inject } from 'vitest';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface WorkerServer {
  /** The server's root URL (what tests pass as EXTERNAL_URL). */
  rootUrl: string;
  /** Base URL through the worker's Prism proxy, ending in `/api/v4`. */
  prismUrl: string;
  listening: Promise<void>;
  /** The app that answers from now on; none answers 503. */
  serve(handler: Handler | undefined): void;
}

let current: WorkerServer | undefined;

export function workerServer(): WorkerServer {
  if (current) return current;
  // Workers are numbered from 1 (VITEST_POOL_ID); no two running workers share a number.
  const lane = inject('prismLanes')[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!lane) throw new Error(`no Prism lane for worker ${process.env.VITEST_POOL_ID}`);
  let handler: Handler | undefined;
  const server = createServer((request, response) => {
    if (handler) return handler(request, response);
    response.statusCode = 503;
    response.end();
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(lane.upstreamPort, '127.0.0.1', () => resolve());
  });
  // The worker process ends with the run; the server must not keep it alive on its own.
  server.unref();
  current = {
    rootUrl: `http://127.0.0.1:${lane.upstreamPort}`,
    prismUrl: lane.url,
    listening,
    serve(next) { handler = next; },
  };
  return current;
}
