import express, { type Express, type RequestHandler } from 'express';
import { authenticate } from './auth/authenticate.js';
import { oauthRouter } from './auth/oauth.js';
import { signInRouter } from './auth/sign-in.js';
import { signUpRouter } from './auth/sign-up.js';
import { errorHandler, unknownRoute } from './http/error-handler.js';
import { exactJsonContentType } from './http/json.js';
import { provideServices } from './http/request-services.js';
import { compatibilityStep } from './http/compatibility.js';
import { countWrites, responseCache } from './http/response-cache.js';
import { ApiRoutes } from './http/route.js';
import { dataVersionReader } from './database/data-version.js';
import { uploadedFilesRouter } from './projects/uploaded-files.js';
import { projectAvatarsRouter } from './projects/avatar-routes.js';
import { forksRoutes } from './forks/routes.js';
import { mergeRequestsRoutes } from './merge-requests/routes.js';
import { gitHttpRoutes } from './projects/git-routes.js';
import { hooksRoutes } from './hooks/routes.js';
import { integrationsRoutes } from './integrations/routes.js';
import { projectsRoutes } from './projects/routes.js';
import { groupsRoutes } from './groups/routes.js';
import { membersRoutes } from './members/routes.js';
import { namespacesRoutes } from './namespaces/routes.js';
import type { Services } from './services.js';
import { settingsRoutes } from './settings/routes.js';
import { serveSpec } from './served-spec.js';
import { docsRouter } from './docs/routes.js';
import { crossOrigin } from './http/cors.js';
import { inSequence } from './http/step-sequence.js';
import { confirmedBeforeError, confirmedBeforeOthers, confirmedFirst } from './http/confirmed-caller.js';
import { usersRoutes } from './users/routes.js';
import { userRemovalRoutes } from './user-removal/routes.js';
import { versionRoutes } from './version/routes.js';
import { labelsRoutes } from './labels/routes.js';
import { milestonesRoutes } from './milestones/routes.js';
import { issuesRoutes } from './issues/routes.js';
import { awardEmojiRoutes } from './award-emoji/routes.js';
import { repositoryRoutes } from './repository/routes.js';
import { commitStatusesRoutes } from './commit-statuses/routes.js';
import { requestValidator, wireFeatures } from './wiring.js';
import { testRoutes } from './testing/routes.js';
import { probesRouter } from './probes/routes.js';

/** One table for every feature's operations, dispatched by the operation the validator matched. */
export function apiRoutes(services: Services): ApiRoutes {
  const routes = new ApiRoutes();
  for (const register of [
    versionRoutes, usersRoutes, userRemovalRoutes, projectsRoutes, membersRoutes, groupsRoutes, namespacesRoutes,
    forksRoutes, mergeRequestsRoutes, settingsRoutes, labelsRoutes, milestonesRoutes, issuesRoutes, awardEmojiRoutes,
    hooksRoutes, integrationsRoutes, repositoryRoutes, commitStatusesRoutes,
  ]) {
    register(routes, services);
  }
  if (services.testMode) testRoutes(routes, services, services.testMode);
  return routes;
}

/** The documentation page's router, entered only by the paths it has (any case, as Express matches them). */
function docsStep(): RequestHandler {
  const docs = docsRouter();
  return (request, response, next) => (/^\/docs(\/|$)/i.test(request.path) ? docs(request, response, next) : next());
}

const servedSpec = confirmedFirst(serveSpec);

/**
 * `GET /api/v4/openapi.json`, matched as Express would route it (any case, a trailing slash, HEAD too) by one step:
 * a router of its own cost every API request a pass through it.
 */
const specRoute: RequestHandler = (request, response, next) =>
  ((request.method === 'GET' || request.method === 'HEAD') && /^\/openapi\.json\/?$/i.test(request.path) ? servedSpec(request, response, next) : next());

/** Every API request's steps, in their order, as one Express step (step-sequence.ts). */
function apiSteps(services: Services): RequestHandler {
  return inSequence([
    crossOrigin(services.config.corsOrigins),
    docsStep(),
    provideServices(services),
    // Every step before the routes, in its order and with why (compatibility.ts): 401 before 403 before 400.
    ...compatibilityStep({
      authenticate: authenticate(services, { answersConfirmCaller: true }),
      unvalidated: specRoute,
      validator: requestValidator(services.config.validateResponses),
      journal: services.testMode?.journal.record,
      faults: services.testMode?.faults.inject,
    }),
    // After validation, which every request gets; with response validation on, a cached answer is one that passed it.
    responseCache(dataVersionReader(services.db)),
    apiRoutes(services).dispatch(),
    confirmedBeforeOthers,
    confirmedBeforeError,
  ]);
}

/** The whole application for a configuration and a database; `main.ts` listens, tests build it in-process. */
export function buildApp(services: Services): Express {
  wireFeatures();
  const app = express();
  app.set('query parser', 'simple');
  app.set('x-powered-by', false);
  app.set('etag', false);
  // X-Forwarded-Proto/Host/For are believed only from the proxies the operator names.
  app.set('trust proxy', services.config.trustedProxies ? services.config.trustedProxies.split(',').map((entry) => entry.trim()) : false);
  app.use(exactJsonContentType);
  app.use(countWrites);
  // The API first: none of the paths mounted after it is under /api/v4, and its requests then try no other router.
  app.use('/api/v4', apiSteps(services));
  app.use(probesRouter(services));
  app.use('/oauth', oauthRouter(services));
  app.use('/users', signInRouter(services));
  app.use('/users', signUpRouter(services));
  app.use(gitHttpRoutes(services));
  app.use(uploadedFilesRouter(services));
  app.use(projectAvatarsRouter(services));
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
