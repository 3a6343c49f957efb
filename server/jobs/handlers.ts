// The application's job handlers, by kind.
import { forkJob, forkJobKind } from '../forks/fork-job.js';
import { deliveryJob } from '../hooks/delivery-job.js';
import { deliveryJobKind } from '../hooks/delivery-job-payload.js';
import { housekeepingJob, housekeepingJobKind } from '../projects/housekeeping-job.js';
import { importJob } from '../imports/import-job.js';
import { importJobKind } from '../imports/schedule.js';
import { mergeabilityJob, mergeabilityJobKind } from '../merge-requests/diffs/mergeability-job.js';
import { refreshJob, refreshJobKind } from '../merge-requests/diffs/refresh.js';
import { autoMergeJob, autoMergeJobKind } from '../merge-requests/merge/auto-merge.js';
import type { JobHandlers } from './handler.js';

export const jobHandlers: JobHandlers = {
  [forkJobKind]: forkJob,
  [housekeepingJobKind]: housekeepingJob,
  [deliveryJobKind]: deliveryJob,
  [importJobKind]: importJob,
  [mergeabilityJobKind]: mergeabilityJob,
  [refreshJobKind]: refreshJob,
  [autoMergeJobKind]: autoMergeJob,
};
