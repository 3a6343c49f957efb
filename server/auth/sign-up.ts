// Registration on the web, open while the `signup_enabled` setting is true; the e-mail domain rules
// (`domain_whitelist`, `domain_blacklist`) and the defaults for new users (`default_projects_limit`,
// `user_default_external`) come from the application settings.
import express, { Router, type Response } from 'express';
import { ApiError } from '../http/api-error.js';
import type { Services } from '../services.js';
import { readSettings, type ApplicationSettings } from '../settings/store.js';
import { createUser } from '../users/create.js';
import { authenticityField, invalidAuthenticityNotice, validAuthenticityToken } from './authenticity-token.js';
import { signIn } from './sign-in.js';
import { throttle } from './throttle.js';
import { escapeHtml, sendPage } from './web-page.js';

const form = (authenticity: string, values: Record<string, string>) => `<form method="post" action="/users/sign_up">
${authenticity}
<label>Full name <input name="user[name]" value="${escapeHtml(values.name ?? '')}" required></label>
<label>Username <input name="user[username]" value="${escapeHtml(values.username ?? '')}" required></label>
<label>E-mail address <input type="email" name="user[email]" value="${escapeHtml(values.email ?? '')}" required></label>
<label>Password <input type="password" name="user[password]" autocomplete="new-password" required></label>
<button type="submit">Register</button>
</form>`;

/** `*.example.com` matches subdomains of example.com; other entries match the domain exactly. */
const domainMatches = (domain: string, pattern: string) =>
  pattern.startsWith('*.') ? domain.endsWith(pattern.slice(1).toLowerCase()) : domain === pattern.toLowerCase();

function emailDomainProblem(email: string, settings: ApplicationSettings): string | undefined {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const allowed = settings.domain_whitelist;
  if (allowed && allowed.length > 0 && !allowed.some((pattern) => domainMatches(domain, pattern))) return 'Email is not from an allowed domain.';
  if (settings.domain_blacklist_enabled && settings.domain_blacklist?.some((pattern) => domainMatches(domain, pattern))) {
    return 'Email is not from an allowed domain.';
  }
  return undefined;
}

/** Turns a model validation error into sentences for the page ("Password is too short …"). */
function sentences(error: ApiError): string[] {
  const { message } = error.body as { message?: unknown };
  if (typeof message === 'string') return [message];
  return Object.entries((message ?? {}) as Record<string, string[]>).flatMap(([field, texts]) =>
    texts.map((text) => `${field[0]!.toUpperCase()}${field.slice(1).replace(/_/g, ' ')} ${text}`));
}

export function signUpRouter({ db }: Services): Router {
  const router = Router();
  const closed = (response: Response) => sendPage(response, 404, 'Not found', ['Registration is disabled on this instance.'], '');

  router.get('/sign_up', async (request, response) => {
    if (!(await readSettings(db)).signup_enabled) return closed(response);
    sendPage(response, 200, 'Register', [], form(authenticityField(request, response), {}));
  });

  router.post('/sign_up', express.urlencoded({ extended: true }), throttle((request) => request.body?.user?.username), async (request, response) => {
    const settings = await readSettings(db);
    if (!settings.signup_enabled) return closed(response);
    if (!validAuthenticityToken(request)) {
      return sendPage(response, 422, 'Register', [invalidAuthenticityNotice], form(authenticityField(request, response), {}));
    }
    const fields = (request.body?.user ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(['name', 'username', 'email', 'password'].map((name) => [name, typeof fields[name] === 'string' ? (fields[name] as string).trim() : '']));
    const problems = [
      ...(['name', 'username', 'email', 'password'] as const).filter((name) => values[name] === '').map((name) => `${name[0]!.toUpperCase()}${name.slice(1)} can't be blank`),
      ...(values.username && !/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(values.username!) ? ['Username is invalid'] : []),
      ...(values.email && !/^[^@\s]+@[^@\s]+$/.test(values.email!) ? ['Email is invalid'] : []),
    ];
    const domainProblem = values.email ? emailDomainProblem(values.email, settings) : undefined;
    if (domainProblem) problems.push(domainProblem);
    if (problems.length > 0) return sendPage(response, 400, 'Register', problems, form(authenticityField(request, response), values));
    try {
      const user = await createUser(db, {
        username: values.username!, name: values.name!, email: values.email!, password: values.password!,
        isAdmin: false, projectsLimit: settings.default_projects_limit, canCreateGroup: true,
        external: settings.user_default_external, bio: '',
      });
      await signIn(db, user.id, request, response);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      sendPage(response, error.status, 'Register', sentences(error), form(authenticityField(request, response), values));
    }
  });
  return router;
}
