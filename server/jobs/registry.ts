// The application's job handlers and lanes, registered by the composition root (`server/wiring.ts`): the runner
// runs whatever kinds it is given and knows no feature.
import type { KindFilter } from './claim.js';
import type { JobHandlers } from './handler.js';

/** Jobs of some kinds, run by their own loops so that a slow kind cannot hold back the others. */
export interface Lane {
  name: string;
  kinds: KindFilter;
  /** How many of its jobs run at once in this process. */
  concurrency: number;
}

export interface JobRegistry {
  handlers: JobHandlers;
  lanes: Lane[];
}

let registry: JobRegistry = { handlers: {}, lanes: [{ name: 'work', kinds: {}, concurrency: 2 }] };

/** Replaces the registered handlers and lanes (registering the same ones again changes nothing). */
export function registerJobs(jobs: JobRegistry): void {
  registry = jobs;
}

export const registeredJobs = (): JobRegistry => registry;
