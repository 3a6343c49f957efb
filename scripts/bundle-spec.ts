// The hand-written spec under openapi/ bundled into one document, its references to components kept. Bundled with
// this checkout's redocly.yaml, also when `specRoot` is another revision's tree.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Throws with every bundling error when the spec does not resolve. */
export async function bundleSpec(specRoot = root): Promise<Record<string, unknown>> {
  const config = await loadConfig({ configPath: `${root}redocly.yaml` });
  const { bundle: bundled, problems } = await bundle({ ref: join(specRoot, 'openapi/openapi.yaml'), config, dereference: false });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((problem) => problem.message).join('\n'));
  return bundled.parsed as Record<string, unknown>;
}
