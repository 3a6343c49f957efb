import type { Response } from 'express';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A minimal HTML page for the web sign-in and sign-up forms; `body` is trusted markup, `notices` are escaped. */
export function sendPage(response: Response, status: number, title: string, notices: string[], body: string): void {
  response.status(status).type('html').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
${notices.map((notice) => `<p role="alert">${escapeHtml(notice)}</p>`).join('\n')}
${body}
</body>
</html>
`);
}
