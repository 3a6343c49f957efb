// The reference documentation of the API: Redoc's standalone bundle rendering the spec. The page loads nothing from
// elsewhere: the server serves the bundle from node_modules, and the offline file carries bundle and spec inline.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { specDocument, specText } from '../http/spec-document.js';

/**
 * Redoc's self-contained browser bundle (React and its other dependencies included), looked up when first asked
 * for: the test server's package runs without Redoc unless its user installs it.
 */
export const redocBundlePath = (): string => createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON that cannot end or open a tag inside a `<script>` element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What the page may load: only its own server (`'self'`), inline and data: parts. Redoc's menu shows a logo from
 * Redocly's CDN; the policy stops that request before it leaves the browser (the logo hides itself on error).
 * Redoc compiles JSON Schemas at run time (`unsafe-eval`) and runs its search in a blob: worker.
 */
const contentSecurityPolicy = [
  "default-src 'self' data: blob:",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "form-action 'none'",
].join('; ');

interface PageParts {
  /** Where the browser gets Redoc's bundle. */
  bundleSrc: string;
  /** The spec's URL, or the spec's text to embed. */
  spec: { url: string } | { text: string };
}

function docsPage({ bundleSrc, spec }: PageParts): string {
  const title = escapeHtml(specDocument.info.title);
  const embedded = 'text' in spec ? `<script type="application/json" id="openapi">${scriptJson(JSON.parse(spec.text))}</script>\n` : '';
  const source = 'text' in spec ? `JSON.parse(document.getElementById('openapi').textContent)` : scriptJson(spec.url);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">
<title>${title}</title>
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<div id="redoc"></div>
${embedded}<script src="${escapeHtml(bundleSrc)}"></script>
<script>Redoc.init(${source}, { expandResponses: '200,201' }, document.getElementById('redoc'));</script>
</body>
</html>
`;
}

/** The page the server serves at `<base>/docs`, loading the bundle and the spec from the same server. */
export function servedDocsPage(base: string): string {
  return docsPage({ bundleSrc: `${base}/docs/redoc.standalone.js`, spec: { url: `${base}/openapi.json` } });
}

/** The same page as one file that works offline: the bundle as a data URL (no escaping to get wrong), the spec inline. */
export function offlineDocsPage(): string {
  const bundle = readFileSync(redocBundlePath(), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  return docsPage({
    bundleSrc: `data:text/javascript;base64,${Buffer.from(bundle).toString('base64')}`,
    spec: { text: specText },
  });
}
