// Why an import URL's host may not be reached, in the real service's words: loopback, link-local and other
// non-public addresses (private networks, carrier-grade NAT, reserved ranges...) are refused unless an
// administrator allows local requests.
import { promises as dns } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { isLocalAddress } from '../network/local-addresses.js';

const unbracketed = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

function refusalFor(address: string): string | undefined {
  if (!isLocalAddress(address)) return undefined;
  const range = ipaddr.isValid(address) ? ipaddr.process(address).range() : 'unspecified';
  if (range === 'loopback') return 'Requests to loopback addresses are not allowed';
  if (range === 'linkLocal') return 'Requests to the link local network are not allowed';
  return 'Requests to the local network are not allowed';
}

/** The reason `url` is refused, or undefined for a public host. Names that do not resolve are left to fail later. */
export async function localRequestRefusal(url: URL): Promise<string | undefined> {
  const host = unbracketed(url.hostname);
  if (ipaddr.isValid(host)) return refusalFor(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return refusalFor('127.0.0.1');
  let addresses: { address: string }[];
  try {
    addresses = await dns.lookup(host, { all: true, verbatim: true });
  } catch {
    return undefined;
  }
  return addresses.map(({ address }) => refusalFor(address)).find((reason) => reason !== undefined);
}
