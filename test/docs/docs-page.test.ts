// The reference documentation: served at /api/v4/docs and written by `npm run docs` as one offline file. Both render
// the operations, with their code samples, in headless Chromium without a single request leaving this machine.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { offlineDocsPage } from '../../server/docs/page.js';
import { specDocument } from '../../server/http/spec-document.js';
import { operationAt } from '../../server/http/spec-index.js';
import { describeApi } from '../support/context.js';
import { testDatabaseKind } from '../support/database.js';
import { chromium, loadPage, staysLocal } from './headless-chromium.js';

const summaryOf = (path: string, method: string) => operationAt(method, path)!.object.summary!;
const summaries = [summaryOf('/projects/{id}/merge_requests', 'post'), summaryOf('/projects', 'get'), summaryOf('/application/settings', 'put')];
const operationsWithSamples = Object.values(specDocument.paths).flatMap((item) => Object.values(item ?? {}))
  .filter((operation) => typeof operation === 'object' && operation !== null && 'x-codeSamples' in operation).length;
const sampleLabels = ['curl', 'TypeScript', 'python-gitlab'];

describeApi('docs page', (api) => {
  test('GET /docs is an HTML page loading Redoc and the spec from this server; the bundle is served from node_modules', async () => {
    const page = await fetch(`${api.directUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<script src="/api/v4/docs/redoc.standalone.js"></script>');
    expect(html).toContain('Redoc.init("/api/v4/openapi.json"');
    expect(html).toContain(`<title>${specDocument.info.title}</title>`);
    expect(html).not.toMatch(/https?:\/\//);

    const bundle = await fetch(`${api.directUrl}/docs/redoc.standalone.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect((await bundle.text()).length).toBeGreaterThan(500_000);
  });

  // The page does not depend on the server's database: Chromium loads it once, on the SQLite run.
  describe.skipIf(!chromium || testDatabaseKind === 'postgres')('in headless Chromium', () => {
    test('renders the operations, fetching the bundle and the spec from this server and nothing else', { timeout: 120_000 }, async () => {
      const { dom, requests } = await loadPage(`${api.directUrl}/docs`);
      for (const summary of summaries) expect(dom).toContain(summary);
      // Every operation's code samples, as tabs beside it, one per language. Redoc fills a tab's panel when it is
      // chosen: where the curl tab comes first (no request body to show), the DOM holds its call with the token header.
      for (const label of sampleLabels) expect(dom.match(new RegExp(`role="tab"[^>]*>${label}<`, 'g'))?.length, label).toBe(operationsWithSamples);
      const curlShown = dom.split(/react-tabs__tab--selected" role="tab"[^>]*>curl</).slice(1).map((block) => block.split('role="tablist"')[0]!);
      expect(curlShown.length).toBeGreaterThan(operationsWithSamples / 2);
      for (const panel of curlShown) expect(panel).toMatch(/function">curl<.*PRIVATE-TOKEN/s);
      expect(requests).toContain(`${api.directUrl}/docs/redoc.standalone.js`);
      expect(requests).toContain(`${api.directUrl}/openapi.json`);
      expect(requests.filter((url) => !staysLocal(url))).toEqual([]);
    });

    test('the offline file renders the operations with no request at all beyond the file', { timeout: 120_000 }, async () => {
      const scratch = await mkdtemp(join(tmpdir(), 'rhs-docs-'));
      try {
        const file = join(scratch, 'index.html');
        await writeFile(file, offlineDocsPage());
        const { dom, requests } = await loadPage(pathToFileURL(file).href);
        for (const summary of summaries) expect(dom).toContain(summary);
        expect(requests.filter((url) => !staysLocal(url))).toEqual([]);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    });
  });
  if (!chromium) test.skip('in headless Chromium: skipped, no Chromium found (apt-get install chromium, or set CHROMIUM)');
});
