export const deliveryJobKind = 'project_hook_delivery';
/** The first attempt and four retries (after 10 s, 20 s, 40 s and 80 s with the runner's default back-off). */
export const deliveryMaxAttempts = 5;

/** Small whatever the event: what it reports is a `hook_events` row shared by the event's deliveries. */
export interface DeliveryJobPayload {
  hookId: number;
  /** Sent as `X-Gitlab-Event-UUID`; the same for every attempt, so receivers can drop repeats. */
  uuid: string;
  eventId: number;
}
