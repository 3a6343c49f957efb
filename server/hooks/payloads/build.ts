// The body and `X-Gitlab-Event` of a delivery; undefined when the project is gone (nothing left to report).
import type { Services } from '../../services.js';
import type { EventSnapshot } from '../snapshots.js';
import { buildIssuePayload } from './issue.js';
import { buildMergeRequestPayload } from './merge-request.js';
import { buildPushPayload } from './push.js';

export type HookEventName = 'Push Hook' | 'Tag Push Hook' | 'Merge Request Hook' | 'Issue Hook';

export const hookEventNames: Record<EventSnapshot['kind'], HookEventName> = {
  push: 'Push Hook',
  tag_push: 'Tag Push Hook',
  merge_request: 'Merge Request Hook',
  issue: 'Issue Hook',
};

export async function buildPayload(services: Services, event: EventSnapshot): Promise<object | undefined> {
  switch (event.kind) {
    case 'push':
    case 'tag_push':
      return buildPushPayload(services, event);
    case 'merge_request':
      return buildMergeRequestPayload(services, event);
    case 'issue':
      return buildIssuePayload(services, event);
  }
}
