import { createHash } from 'node:crypto';

/**
 * The hook's `X-Gitlab-Webhook-UUID`: a name-based (version 5 layout) UUID of the instance and the hook's id, so it
 * stays the same on every delivery of the hook without being stored.
 */
export function hookUuid(instanceUrl: string, hookId: number): string {
  const bytes = createHash('sha1').update(`${instanceUrl}/hooks/${hookId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
