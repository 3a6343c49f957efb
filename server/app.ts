import express, { Router, type Express } from 'express';
import { authenticate } from './auth/authenticate.js';
import { oauthRouter } from './auth/oauth.js';
import { signInRouter } from './auth/sign-in.js';
import { signUpRouter } from './auth/sign-up.js';
import { errorHandler, unknownRoute } from './http/error-handler.js';
import { exactJsonContentType } from './http/json.js';
import { provideServices } from './http/request-services.js';
import { compatibilityStep } from './http/compatibility.js';
import { countWrites, responseCache } from './http/response-cache.js';
import { dataVersionReader } from './database/data-version.js';
import { uploadedFilesRouter } from './projects/uploaded-files.js';
import { projectAvatarsRouter } from './projects/avatar-routes.js';
import { forksRouter } from './forks/routes.js';
import { mergeRequestsRouter } from './merge-requests/routes.js';
import { gitHttpRoutes } from './projects/git-routes.js';
import { hooksRouter } from './hooks/routes.js';
import { integrationsRouter } from './integrations/routes.js';
import { projectsRouter } from './projects/routes.js';
import { groupsRouter } from './groups/routes.js';
import { membersRouter } from './members/routes.js';
import { namespacesRouter } from './namespaces/routes.js';
import type { Services } from './services.js';
import { settingsRouter } from './settings/routes.js';
import { serveSpec } from './served-spec.js';
import { docsRouter } from './docs/routes.js';
import { crossOrigin } from './http/cors.js';
import { usersRouter } from './users/routes.js';
import { userRemovalRouter } from './user-removal/routes.js';
import { versionRouter } from './version/routes.js';
import { labelsRouter } from './labels/routes.js';
import { milestonesRouter } from './milestones/routes.js';
import { issuesRouter } from './issues/routes.js';
import { awardEmojiRouter } from './award-emoji/routes.js';
import { repositoryRouter } from './repository/routes.js';
import { commitStatusesRouter } from './commit-statuses/routes.js';
import { requestValidator, wireFeatures } from './wiring.js';
import { testRouter } from './testing/routes.js';
import { probesRouter } from './probes/routes.js';

function apiRouter(services: Services): Router {
  const router = Router();
  router.use(docsRouter());
  router.use(provideServices(services));
  // Every step before the routes, in its order and with why (compatibility.ts): 401 before 403 before 400.
  router.use(compatibilityStep({
    authenticate: authenticate(services),
    unvalidated: Router().get('/openapi.json', serveSpec),
    validator: requestValidator(services.config.validateResponses),
    journal: services.testMode?.journal.record,
    faults: services.testMode?.faults.inject,
  }));
  // After validation, which every request gets; with response validation on, a cached answer is one that passed it.
  router.use(responseCache(dataVersionReader(services.db)));
  router.use(versionRouter(services));
  router.use(usersRouter(services));
  router.use(userRemovalRouter(services));
  router.use(projectsRouter(services));
  router.use(membersRouter(services));
  router.use(groupsRouter(services));
  router.use(namespacesRouter(services));
  router.use(forksRouter(services));
  router.use(mergeRequestsRouter(services));
  router.use(settingsRouter(services));
  router.use(labelsRouter(services));
  router.use(milestonesRouter(services));
  router.use(issuesRouter(services));
  router.use(awardEmojiRouter(services));
  router.use(hooksRouter(services));
  router.use(integrationsRouter(services));
  router.use(repositoryRouter(services));
  router.use(commitStatusesRouter(services));
  if (services.testMode) router.use(testRouter(services, services.testMode));
  return router;
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
  app.use(probesRouter(services));
  app.use('/oauth', oauthRouter(services));
  app.use('/users', signInRouter(services));
  app.use('/users', signUpRouter(services));
  app.use('/api/v4', crossOrigin(services.config.corsOrigins), apiRouter(services));
  app.use(gitHttpRoutes(services));
  app.use(uploadedFilesRouter(services));
  app.use(projectAvatarsRouter(services));
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
