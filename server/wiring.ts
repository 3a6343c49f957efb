// Part of the composition root: what the infrastructure runs on the features' behalf, registered here so that the
// job runner, the ref-event recorder and the request validator know no feature. `startServer` and `buildApp`
// wire before anything runs; wiring again changes nothing.
import type { RequestHandler } from 'express';
import { forkJob, forkJobKind } from './forks/fork-job.js';
import { subscribeToPushes } from './git/ref-events.js';
import { deliveryJob } from './hooks/delivery-job.js';
import { deliveryJobKind } from './hooks/delivery-job-payload.js';
import { enqueueRefChangeDeliveries } from './hooks/ref-changes.js';
import { buildRequestValidator } from './http/request-validator.js';
import { importJob } from './imports/import-job.js';
import { importJobKind } from './imports/schedule.js';
import { registerJobs } from './jobs/registry.js';
import { mergeabilityJob, mergeabilityJobKind } from './merge-requests/diffs/mergeability-job.js';
import { refreshJob, refreshJobKind, refreshMergeRequestsAfterPush } from './merge-requests/diffs/refresh.js';
import { autoMergeJob, autoMergeJobKind } from './merge-requests/merge/auto-merge.js';
import { housekeepAfterPush } from './projects/housekeeping-after-push.js';
import { housekeepingJob, housekeepingJobKind } from './projects/housekeeping-job.js';
import { fileUploader } from './uploads/incoming.js';

export function wireFeatures(): void {
  registerJobs({
    handlers: {
      [forkJobKind]: forkJob,
      [housekeepingJobKind]: housekeepingJob,
      [deliveryJobKind]: deliveryJob,
      [importJobKind]: importJob,
      [mergeabilityJobKind]: mergeabilityJob,
      [refreshJobKind]: refreshJob,
      [autoMergeJobKind]: autoMergeJob,
    },
    // Hook deliveries wait on receivers that may take their whole timeout to answer: they have a lane of their own,
    // so that forks, imports, merge-status checks and housekeeping never queue behind a slow receiver.
    lanes: [
      { name: 'deliveries', kinds: { only: [deliveryJobKind] }, concurrency: 4 },
      { name: 'work', kinds: { except: [deliveryJobKind] }, concurrency: 2 },
    ],
  });
  subscribeToPushes(
    enqueueRefChangeDeliveries,
    (db, projectId, _userId, updates) => refreshMergeRequestsAfterPush(db, projectId, updates),
    (db, projectId) => housekeepAfterPush(db, projectId),
  );
}

const validators = new Map<boolean, RequestHandler[]>();

/** The request validator, built once per process for each `validateResponses` setting (see request-validator.ts). */
export function requestValidator(validateResponses: boolean): RequestHandler[] {
  let validator = validators.get(validateResponses);
  if (!validator) {
    validator = buildRequestValidator(validateResponses, fileUploader());
    validators.set(validateResponses, validator);
  }
  return validator;
}
