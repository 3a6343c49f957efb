// The background job that delivers one event to one hook. 2xx ends it; 5xx, timeouts and network errors are retried
// by the job runner with back-off; any other answer, a refused local address or an unusable URL is final. A hook
// deleted in the meantime, or a project gone, leaves nothing to deliver. Every end of a delivery, but a retry, finishes
// it, so that the event's stored snapshot goes with its last delivery.
import type { JobHandler } from '../jobs/handler.js';
import type { Services } from '../services.js';
import { PermanentJobError } from '../jobs/handler.js';
import { assertPublicHost, LocalAddressRefused } from '../network/local-addresses.js';
import { postDelivery } from './deliver.js';
import { defaultServiceRelease } from '../version/routes.js';
import { hookUuid } from './hook-uuid.js';
import { finishHookDelivery, pendingHookEvent } from './hook-events.js';
import type { DeliveryJobPayload } from './delivery-job-payload.js';
import { buildPayload, hookEventNames } from './payloads/build.js';
import { localRequestsAllowed, parseHookUrl } from './url-policy.js';

const isLocalRefusal = (error: unknown): boolean =>
  error instanceof LocalAddressRefused || (error as { code?: string } | null)?.code === 'ELOCALADDRESS';

async function attempt(payload: DeliveryJobPayload, services: Services): Promise<void> {
  const event = await pendingHookEvent(services.db, payload.uuid);
  if (!event) return;
  const hook = await services.db.selectFrom('project_hooks').selectAll().where('id', '=', payload.hookId).executeTakeFirst();
  if (!hook) return;
  const body = await buildPayload(services, event);
  if (!body) return;
  const url = parseHookUrl(hook.url);
  if (!url) throw new PermanentJobError(`The hook URL is not usable: ${hook.url}`);
  const allowLocal = await localRequestsAllowed(services.db);
  let status: number;
  try {
    // Host names are checked again when the connection is made (publicOnlyLookup); literal addresses only here.
    if (!allowLocal) await assertPublicHost(url);
    status = await postDelivery({
      url,
      event: hookEventNames[event.kind],
      uuid: payload.uuid,
      webhookUuid: hookUuid(services.config.externalUrl, hook.id),
      instance: services.config.externalUrl,
      release: services.config.serviceRelease ?? defaultServiceRelease,
      token: hook.token,
      body: JSON.stringify(body),
      verifyTls: hook.enable_ssl_verification === 1,
      allowLocal,
    });
  } catch (error) {
    if (isLocalRefusal(error)) throw new PermanentJobError((error as Error).message);
    throw error;
  }
  if (status >= 200 && status < 300) return;
  const failure = `The receiver answered ${status}`;
  if (status >= 500) throw new Error(failure);
  throw new PermanentJobError(failure);
}

export const deliveryJob: JobHandler<DeliveryJobPayload> = {
  async run(payload, { services }) {
    await attempt(payload, services);
    await finishHookDelivery(services.db, payload.eventId, payload.uuid);
  },
  async failed(payload, _error, { services }) {
    // Undefined when the job's payload could not be read.
    if (payload) await finishHookDelivery(services.db, payload.eventId, payload.uuid);
  },
};
