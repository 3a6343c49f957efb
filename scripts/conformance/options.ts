// The command line of `npm run conformance`: what it checks, as whom, and where the JSON report goes.
import { parseArgs } from 'node:util';
import { areaNames, isArea, type Area } from './areas.js';

export interface Options {
  /** The server's root URL (what Prism forwards to), without `/api/v4`. */
  serverUrl: string;
  token: string;
  areas: Area[];
  reportFile?: string;
  /** Print only the operations with a violation, and the failed steps. */
  failuresOnly: boolean;
}

/** Bad arguments: the run stops with exit code 2 and this message beside the usage text. */
export class UsageError extends Error {}

export const usage = `Usage: npm run conformance -- --base-url URL --token TOKEN [--only AREA[,AREA…]]… [--report FILE] [--failures-only]

  --base-url URL   the server's root URL or its API URL (…/api/v4)
  --token TOKEN    a personal access token with the api scope (an administrator's token covers more)
  --only AREA      run only these areas (repeatable, or a comma list): ${areaNames.join(', ')}
  --report FILE    also write the report as JSON to FILE
  --failures-only  print only the operations with a violation, and the failed steps

Exit status: 0 when every answer matched the spec and behaved as expected; 1 when an answer breaks the spec (a
contract violation); 3 when the answers match the spec but some behave otherwise than the real service (a failed
step); 2 when the run could not start (bad arguments, the server unreachable, the token refused).`;

/** `https://host/api/v4/` and `https://host` both name the server `https://host`. */
export function serverRoot(baseUrl: string): string {
  if (!URL.canParse(baseUrl)) throw new UsageError(`--base-url is not a URL: ${baseUrl}`);
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--base-url must be an http or https URL: ${baseUrl}`);
  if (url.search !== '' || url.hash !== '') throw new UsageError(`--base-url must not have a query or fragment: ${baseUrl}`);
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v4$/, '');
  return `${url.origin}${path}`;
}

export function parseOptions(argv: string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        only: { type: 'string', multiple: true },
        report: { type: 'string' },
        'failures-only': { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (!parsed['base-url']) throw new UsageError('--base-url is required');
  if (!parsed.token) throw new UsageError('--token is required');
  const requested = (parsed.only ?? []).flatMap((value) => value.split(',')).map((name) => name.trim()).filter((name) => name !== '');
  const unknown = requested.filter((name) => !isArea(name));
  if (unknown.length > 0) throw new UsageError(`unknown area ${unknown.join(', ')}: the areas are ${areaNames.join(', ')}`);
  const chosen = requested.length === 0 ? areaNames : areaNames.filter((area) => requested.includes(area));
  return {
    serverUrl: serverRoot(parsed['base-url']),
    token: parsed.token,
    areas: chosen,
    failuresOnly: parsed['failures-only'] ?? false,
    ...(parsed.report && { reportFile: parsed.report }),
  };
}
