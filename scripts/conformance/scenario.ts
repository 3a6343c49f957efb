// What a scenario is given: the typed client (through the proxy) with the caller's token and one without any, who the
// caller is, unique names for what it creates, and the ways to say what it skipped and what must be undone.
import { randomBytes } from 'node:crypto';
import type { ApiClient, DataOf } from '../../client/index.js';
import type { Area } from './areas.js';
import type { Recorder } from './recorder.js';

export interface Scenario {
  area: Area;
  run(context: ScenarioContext): Promise<void>;
}

/** A step answered otherwise than the scenario expects: the scenario stops there (its clean-up still runs). */
export class StepFailure extends Error {}

export interface Skip {
  area: Area;
  operation: string;
  reason: string;
}

type Result<Data> = { data?: Data; error?: unknown; response: Response };

export interface ScenarioContext {
  client: ApiClient;
  /** The same client without credentials, for the documented 401s. */
  anonymous: ApiClient;
  me: DataOf<'/user', 'get'>;
  admin: boolean;
  /** A name no one else uses: `conformance-<random>` (with `-suffix`). */
  uniqueName(suffix?: string): string;
  /** The answer's data once its status is one of `statuses`; a StepFailure otherwise. */
  expect<Data>(request: Promise<Result<Data>>, ...statuses: number[]): Promise<Data>;
  skip(operation: string, reason: string): void;
  note(text: string): void;
  /** Undone after the scenario, last registered first, whether it passed or not. */
  cleanUp(description: string, action: () => Promise<unknown>): void;
  /** A request the spec does not describe, sent to the server itself (not through the proxy, not recorded). */
  outsideSpec(method: string, apiPath: string): Promise<Response>;
}

export interface ScenarioRecords {
  skips: Skip[];
  notes: string[];
  /** Steps that failed, and clean-ups that did. */
  failures: { area: Area; message: string }[];
}

export interface ContextParts {
  client: ApiClient;
  anonymous: ApiClient;
  me: DataOf<'/user', 'get'>;
  recorder: Recorder;
  records: ScenarioRecords;
  outsideSpec: ScenarioContext['outsideSpec'];
}

function describeBody(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body) ?? '';
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Runs one scenario and then its clean-ups; what went wrong goes into the records, nothing is thrown. */
export async function runScenario(scenario: Scenario, parts: ContextParts): Promise<void> {
  const { recorder, records } = parts;
  const area = scenario.area;
  recorder.area = area;
  const cleanUps: { description: string; action: () => Promise<unknown> }[] = [];
  const run = randomBytes(4).toString('hex');
  const context: ScenarioContext = {
    client: parts.client,
    anonymous: parts.anonymous,
    me: parts.me,
    admin: parts.me.is_admin === true,
    uniqueName: (suffix) => `conformance-${run}${suffix ? `-${suffix}` : ''}`,
    async expect(request, ...statuses) {
      const { data, error, response } = await request;
      if (!statuses.includes(response.status)) {
        const operation = recorder.exchangeOf(response)?.operation ?? response.url;
        throw new StepFailure(`${operation} answered ${response.status}, expected ${statuses.join(' or ')}: ${describeBody(error ?? data)}`);
      }
      return data as never;
    },
    skip: (operation, reason) => { records.skips.push({ area, operation, reason }); },
    note: (text) => { records.notes.push(`${area}: ${text}`); },
    cleanUp: (description, action) => { cleanUps.push({ description, action }); },
    outsideSpec: parts.outsideSpec,
  };
  try {
    await scenario.run(context);
  } catch (error) {
    records.failures.push({ area, message: error instanceof StepFailure ? error.message : `unexpected error: ${(error as Error).stack ?? String(error)}` });
  }
  for (const { description, action } of cleanUps.reverse()) {
    try {
      await action();
    } catch (error) {
      records.failures.push({ area, message: `clean-up "${description}" failed: ${(error as Error).message}` });
    }
  }
}
