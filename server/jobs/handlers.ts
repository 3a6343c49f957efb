// The application's job handlers, by kind.
import { forkJob, forkJobKind } from '../forks/fork-job.js';
import { housekeepingJob, housekeepingJobKind } from '../projects/housekeeping-job.js';
import type { JobHandlers } from './handler.js';

export const jobHandlers: JobHandlers = {
  [forkJobKind]: forkJob,
  [housekeepingJobKind]: housekeepingJob,
};
