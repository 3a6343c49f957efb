// `npm run conformance -- --base-url URL --token TOKEN [--only AREA] [--report FILE] [--failures-only]`: runs the safe
// scenario of each area against a server through a Prism proxy that checks every answer against the spec, prints
// what it found per operation, and exits 1 on a contract violation, 3 on behaviour differences only, 2 when it could
// not start.
import { writeFileSync } from 'node:fs';
import { createClient, type DataOf } from '../../client/index.js';
import { startPrismProcess } from '../prism-process.js';
import type { Area } from './areas.js';
import { parseOptions, usage, UsageError, type Options } from './options.js';
import { Recorder } from './recorder.js';
import { reachable } from './reachable.js';
import { buildReport, exitCodeOf, formatReport } from './report.js';
import { runScenario, type Scenario, type ScenarioRecords } from './scenario.js';
import { hooksScenario } from './scenarios/hooks.js';
import { mergeRequestsScenario } from './scenarios/merge-requests.js';
import { projectsScenario } from './scenarios/projects.js';
import { settingsScenario } from './scenarios/settings.js';
import { usersScenario } from './scenarios/users.js';

const scenarios: Record<Area, Scenario> = {
  users: usersScenario,
  projects: projectsScenario,
  'merge-requests': mergeRequestsScenario,
  hooks: hooksScenario,
  settings: settingsScenario,
};

async function run(options: Options): Promise<number> {
  const unreachable = await reachable(options.serverUrl);
  if (unreachable) {
    console.error(unreachable);
    return 2;
  }
  // No `--errors`: the server's own answer comes back (with `sl-violations`), so a scenario can go on after one.
  const prism = await startPrismProcess('proxy', [options.serverUrl, '--validate-request', 'false']);
  try {
    const recorder = new Recorder();
    const records: ScenarioRecords = { skips: [], notes: [], failures: [] };
    const client = createClient({ baseUrl: prism.url, token: options.token, retry: false });
    const anonymous = createClient({ baseUrl: prism.url, retry: false });
    client.use(recorder.middleware);
    anonymous.use(recorder.middleware);
    const { data: me, response } = await client.GET('/user');
    if (!me) {
      console.error(`GET /user through the proxy answered ${response.status}: check --base-url and --token`);
      return 2;
    }
    const outsideSpec = (method: string, apiPath: string) =>
      fetch(`${options.serverUrl}/api/v4${apiPath}`, { method, headers: { 'PRIVATE-TOKEN': options.token } });
    for (const area of options.areas) {
      await runScenario(scenarios[area], { client, anonymous, me: me as DataOf<'/user', 'get'>, recorder, records, outsideSpec });
    }
    const report = buildReport(options.serverUrl, options.areas, recorder.exchanges, records);
    console.log(formatReport(report, { failuresOnly: options.failuresOnly }));
    if (options.reportFile) writeFileSync(options.reportFile, `${JSON.stringify(report, null, 2)}\n`);
    return exitCodeOf(report);
  } finally {
    await prism.stop();
  }
}

let options: Options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
process.exitCode = await run(options);
