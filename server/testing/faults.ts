// Injected faults of a test server: requests that match get an error status with the real service's body, a
// delayed answer or a closed connection, so that a client's retry and error paths can be exercised.
import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { callerChanged } from '../http/confirmed-caller.js';
import type { components } from '../../generated/api.js';
import { clock } from '../database/clock.js';
import { isTestRoute, matchesPath, operationOf } from './matched-operation.js';

export type Fault = components['schemas']['TestFault'];
export type FaultRequest = components['schemas']['TestFaultRequest'];

/** A repeatable stream of draws in [0, 1) from a starting value (mulberry32). */
function draws(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Active {
  fault: Fault;
  draw: () => number;
}

/** The real service's throttled answer (Rack::Attack as it configures it): text body and rate limit headers. */
function tooManyRequests(response: Response, retryAfter: number): void {
  const resetAt = Math.ceil(clock.nowMs() / 1000) + retryAfter;
  response.status(429).setHeader('Content-Type', 'text/plain');
  response.set({
    'Retry-After': String(retryAfter),
    'RateLimit-Name': 'throttle_authenticated_api',
    'RateLimit-Limit': '2000',
    'RateLimit-Observed': '2001',
    'RateLimit-Remaining': '0',
    'RateLimit-Reset': String(resetAt),
    'RateLimit-ResetTime': new Date(resetAt * 1000).toUTCString(),
  }).end('Retry later\n');
}

function answer(response: Response, fault: Fault): void {
  if (fault.drop_connection) {
    response.socket?.destroy();
    return;
  }
  if (fault.status === null) return;
  if (fault.status === 429) return tooManyRequests(response, fault.retry_after);
  // Written directly: no operation lists every status a fault may give, and this answer is not the operation's.
  response.status(fault.status).set('Content-Type', 'application/json').end(JSON.stringify({ message: `${fault.status} ${STATUS_CODES[fault.status] ?? 'Error'}` }));
}

export class FaultList {
  private active: Active[] = [];
  private nextId = 1;

  add(request: FaultRequest): Fault {
    const fault: Fault = {
      id: this.nextId++,
      method: request.method ?? null,
      path: request.path ?? null,
      operation_id: request.operation_id ?? null,
      status: request.status ?? null,
      retry_after: request.retry_after ?? 1,
      delay_ms: request.delay_ms ?? 0,
      drop_connection: request.drop_connection ?? false,
      times: request.times === undefined ? 1 : request.times,
      probability: request.probability ?? 1,
      random_seed: request.random_seed ?? 0,
      hits: 0,
    };
    this.active.push({ fault, draw: draws(fault.random_seed) });
    return fault;
  }

  list(): Fault[] {
    return this.active.map(({ fault }) => fault);
  }

  remove(id: number): boolean {
    const before = this.active.length;
    this.active = this.active.filter(({ fault }) => fault.id !== id);
    return this.active.length < before;
  }

  clear(): void {
    this.active = [];
  }

  /** No faults, and ids from 1 again: the state of the start. */
  restart(): void {
    this.active = [];
    this.nextId = 1;
  }

  private hit(request: Request): Fault | undefined {
    const operation = operationOf(request);
    const found = this.active.find(({ fault, draw }) => (fault.method === null || fault.method === request.method)
      && (fault.operation_id === null || fault.operation_id === operation?.operationId)
      && (fault.path === null || matchesPath(fault.path, request.path, operation?.template))
      && (fault.probability >= 1 || draw() < fault.probability));
    if (!found) return undefined;
    found.fault.hits += 1;
    if (found.fault.times !== null && found.fault.hits >= found.fault.times) this.active = this.active.filter((entry) => entry !== found);
    return found.fault;
  }

  /** Middleware, placed after the request validator (which finds the operation) and before any handler. */
  readonly inject = (request: Request, response: Response, next: NextFunction): void => {
    if (this.active.length === 0 || isTestRoute(request)) return next();
    // A refused caller is answered 401 and hits no fault, as the authentication before this step would have.
    callerChanged(response).then(() => {
      const fault = this.hit(request);
      if (!fault) return next();
      const act = () => (fault.status === null && !fault.drop_connection ? next() : answer(response, fault));
      if (fault.delay_ms > 0) setTimeout(act, fault.delay_ms);
      else act();
    }, next);
  };
}
