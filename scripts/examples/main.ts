// `npm run examples`: captures the spec's request and response examples from a reference server holding
// fixtures/example.yaml. Every operation of the spec gets the request of scripts/examples/requests.ts, made after a
// reset to the fixture's state, so the examples agree with each other and a run gives the same files as the last
// (instants, commit ids and secrets are normalized). The answers are checked against the spec by the server; the
// script fails, naming them, when an operation has no request or does not answer its success status. The error
// examples are the answers to the requests of scripts/examples/errors.ts, each after a reset too; the script fails
// when one does not give its status. Writes openapi/components/examples/ and the references to them; run
// `npm run generate` afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSpec } from '../bundle-spec.js';
import { startServer } from '../reference-server.js';
import { capturedMarker, errorExamples, unknownTargets } from './errors.js';
import { exampleBaseUrl, Normalizer } from './normalize.js';
import { exampleRequests, type ExampleRequest } from './requests.js';
import { documented404, prepare, send, specOperations, successStatus, urlOf } from './operations.js';
import { SpecFiles } from './spec-files.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

const work = mkdtempSync(join(tmpdir(), 'rhs-examples-'));
const server = await startServer(work, { FIXTURE_FILE: join(root, 'fixtures/example.yaml'), TEST_MODE: 'true', EXTERNAL_URL: exampleBaseUrl });
const normalizer = new Normalizer(server.url);
const files = new SpecFiles();
const problems: string[] = [];
let plainServer: Awaited<ReturnType<typeof startServer>> | undefined;
/** A second server, without test mode, for the answers of the test-mode routes anywhere else. */
const outsideTestMode = async () => {
  plainServer ??= await startServer(join(work, 'plain'), { FIXTURE_FILE: join(root, 'fixtures/example.yaml'), EXTERNAL_URL: exampleBaseUrl });
  return plainServer;
};
try {
  // Reads first: a response shared by several operations shows the answer of a read.
  const document = await bundleSpec();
  const operations = specOperations(document).sort((a, b) => Number(b.method === 'get') - Number(a.method === 'get'));
  for (const operation of operations) {
    const { operationId, method, path } = operation;
    const request: ExampleRequest | undefined = exampleRequests[operationId as keyof typeof exampleRequests];
    if (request === undefined) {
      problems.push(`${operationId}: no request in scripts/examples/requests.ts`);
      continue;
    }
    problems.push(...(await prepare(server, request, { checked: true })).map((problem) => `${operationId}: ${problem}`));
    const expected = successStatus(operation, request);
    const answer = await send(server, { method: method.toUpperCase() as never, path: urlOf(path, request), body: request.body, upload: request.upload });
    if (answer.status !== expected) {
      problems.push(`${operationId}: answered ${answer.status}, not ${expected}: ${answer.text}`);
      continue;
    }
    const summary = `${method.toUpperCase()} ${decodeURIComponent(urlOf(path, request))}`;
    if (request.body !== undefined) {
      files.write(path, method, ['requestBody'], `${pascal(operationId)}Request`, operationId, { summary, value: request.body });
    }
    if (answer.text === '') continue;
    const value = answer.json === undefined ? normalizer.text(answer.text) : normalizer.value(answer.json);
    files.write(path, method, ['responses', String(expected)], `${pascal(operationId)}Response`, operationId, { summary: `The answer to ${summary}`, value });
  }
  for (const error of errorExamples) {
    const target = error.outsideTestMode ? await outsideTestMode() : server;
    if (!error.outsideTestMode) problems.push(...(await prepare(server, { before: error.before })).map((problem) => `${error.name}: ${problem}`));
    const answer = await send(target, error.request);
    if (answer.status !== error.status || answer.json === undefined) {
      problems.push(`${error.name}: ${error.request.method} ${error.request.path} answered ${answer.status}, not ${error.status}: ${answer.text.slice(0, 300)}`);
      continue;
    }
    const operation = typeof error.response === 'string' ? undefined : operations.find(({ operationId }) => operationId === (error.response as { operationId: string }).operationId);
    if (typeof error.response !== 'string' && operation === undefined) throw new Error(`${error.name}: no operation ${error.response.operationId}`);
    const { request } = error;
    const how = [
      request.token === null ? 'without a token' : request.token === undefined ? '' : `with ${request.token.user}'s token`,
      request.sudo === undefined ? '' : `with Sudo: ${request.sudo}`,
      ...Object.entries(request.headers ?? {}).map(([name, value]) => `with ${name}: ${value}`),
      error.outsideTestMode ? 'to a server not in test mode' : '',
    ].filter((part) => part !== '');
    files.writeError(operation === undefined ? error.response as string : { apiPath: operation.path, method: operation.method, status: error.status }, error.name, error.key ?? error.name[0]!.toLowerCase() + error.name.slice(1), {
      summary: error.summary,
      description: `${capturedMarker} ${request.method} ${request.path}${how.length === 0 ? '' : ` ${how.join(' ')}`}.`,
      value: normalizer.value(answer.json),
    });
  }
  // Each operation's own 404, where naming something unknown gives it; the others keep the shared response.
  for (const operation of operations) {
    const { operationId, method, path } = operation;
    const request = exampleRequests[operationId as keyof typeof exampleRequests] as ExampleRequest | undefined;
    const notFound = documented404(document, operation);
    if (request === undefined || notFound === undefined) continue;
    // Without a path parameter, the thing named can only be the user to act as, where the 404 documents that.
    const candidates: { missing: ExampleRequest; sudo?: string }[] = path.includes('{')
      ? unknownTargets(path, request).map((missing) => ({ missing }))
      : notFound.description.includes('`Sudo`') ? [{ missing: request, sudo: 'nobody' }] : [];
    for (const { missing, sudo } of candidates) {
      await prepare(server, missing);
      const url = urlOf(path, missing);
      const answer = await send(server, { method: method.toUpperCase() as never, path: url, body: missing.body, upload: missing.upload, sudo });
      if (answer.status !== 404 || answer.json === undefined) continue;
      files.own(path, method, ['responses', '404']);
      const summary = `${method.toUpperCase()} ${decodeURIComponent(url)}${sudo === undefined ? '' : ` with Sudo: ${sudo}`}`;
      files.write(path, method, ['responses', '404'], `${pascal(operationId)}NotFound`, 'notFound', { summary: `The answer to ${summary}`, value: normalizer.value(answer.json) });
      break;
    }
  }
  files.save();
} finally {
  await server.stop();
  await plainServer?.stop();
  rmSync(work, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`${problems.length} operations have no example:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Wrote the examples under openapi/components/examples/; run `npm run generate`.');
