// One HTTP attempt of a delivery: POST the body, wait at most 10 s for the whole answer, never follow redirects.
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { publicOnlyLookup } from '../network/local-addresses.js';

export const deliveryTimeoutMs = 10_000;

export interface DeliveryRequest {
  url: URL;
  /** The `X-Gitlab-Event` header. */
  event: string;
  uuid: string;
  /** The `X-Gitlab-Webhook-UUID` header: the hook's own id. */
  webhookUuid: string;
  /** The `X-Gitlab-Instance` header: the service's external URL. */
  instance: string;
  /** The release named in the `User-Agent` header, as `GET /version` reports it. */
  release: string;
  token: string | null;
  body: string;
  verifyTls: boolean;
  /** Otherwise connections to local addresses fail (the name is resolved and checked on connect). */
  allowLocal: boolean;
}

/** The receiver's status; rejects on network errors, refused local addresses and the timeout. */
export function postDelivery(delivery: DeliveryRequest): Promise<number> {
  const options: RequestOptions & { rejectUnauthorized: boolean } = {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(delivery.body),
      'User-Agent': `GitLab/${delivery.release}`,
      'X-Gitlab-Event': delivery.event,
      'X-Gitlab-Event-UUID': delivery.uuid,
      'X-Gitlab-Webhook-UUID': delivery.webhookUuid,
      'X-Gitlab-Instance': delivery.instance,
      ...(delivery.token === null ? {} : { 'X-Gitlab-Token': delivery.token }),
    },
    signal: AbortSignal.timeout(deliveryTimeoutMs),
    // A connection of its own: a pooled one would skip the address check of the lookup.
    agent: false,
    rejectUnauthorized: delivery.verifyTls,
    ...(delivery.allowLocal ? {} : { lookup: publicOnlyLookup }),
  };
  const send = delivery.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(delivery.url, options, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(delivery.body);
  });
}
