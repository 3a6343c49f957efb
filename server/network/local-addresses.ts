// Outbound requests the server makes for users (webhooks, repository imports) must not reach the server's own
// machine or private networks unless an administrator allows it (`allow_local_requests_from_hooks_and_services`).
// A host name counts by every address it resolves to, and connections re-check the address they actually use, so a
// name that resolves differently the second time (DNS rebinding) cannot slip through.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { promises as dns } from 'node:dns';
import ipaddr from 'ipaddr.js';
import type { LookupFunction } from 'node:net';

/** Ranges that are not the public internet: loopback, private, link-local, carrier-grade NAT, unspecified, etc. */
const localRanges = new Set([
  'unspecified',
  'broadcast',
  'multicast',
  'linkLocal',
  'loopback',
  'carrierGradeNat',
  'private',
  'reserved',
  'uniqueLocal',
  'ipv4Mapped',
  'rfc6145',
  'rfc6052',
  '6to4',
  'teredo',
  'benchmarking',
  'amt',
  'as112',
  'deprecated',
  'orchid2',
]);

/** True when `address` (an IP literal) is not a public internet address; unparsable input counts as local. */
export function isLocalAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address
  return localRanges.has(parsed.range());
}

export class LocalAddressRefused extends Error {
  constructor(readonly host: string) {
    super(`Requests to the local network are not allowed (${host})`);
  }
}

const unbracketed = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** Refuses a URL whose host is, or resolves to, a local address. Names that do not resolve are left to fail later. */
export async function assertPublicHost(url: URL): Promise<void> {
  const host = unbracketed(url.hostname);
  if (ipaddr.isValid(host)) {
    if (isLocalAddress(host)) throw new LocalAddressRefused(host);
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) throw new LocalAddressRefused(host);
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(host, { all: true, verbatim: true });
  } catch {
    return;
  }
  if (addresses.some(({ address }) => isLocalAddress(address))) throw new LocalAddressRefused(host);
}

/** A `lookup` for `http.request`/`net.connect` that fails the connection when the address it resolved is local. */
export const publicOnlyLookup: LookupFunction = (hostname, options: LookupOptions, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find(({ address }) => isLocalAddress(address));
    if (refused) return callback(Object.assign(new LocalAddressRefused(hostname), { code: 'ELOCALADDRESS' }), '', 0);
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
};
