import express, { Router, type Express, type Request } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { authenticate } from './auth/authenticate.js';
import { writeScope } from './auth/write-scope.js';
import type { Actor } from './auth/actor.js';
import { oauthRouter } from './auth/oauth.js';
import { signInRouter } from './auth/sign-in.js';
import { signUpRouter } from './auth/sign-up.js';
import { errorHandler, unknownRoute } from './http/error-handler.js';
import { exactJsonContentType } from './http/json.js';
import { queryIntoBody } from './http/query-into-body.js';
import { bracketArraysIn, validatorDocument } from './http/validator-document.js';
import { deepObjectsIn } from './http/deep-object-query.js';
import { fileUploader, malformedMultipart } from './uploads/incoming.js';
import { projectUploadsRouter } from './uploads/routes.js';
import { uploadedFilesRouter } from './uploads/serve.js';
import { projectAvatarsRouter } from './projects/avatar-routes.js';
import { forksRouter } from './forks/routes.js';
import { mergeRequestsRouter } from './merge-requests/routes.js';
import { mergeRequestGitRouter } from './merge-requests/git-routes.js';
import { gitHttpRoutes } from './git/routes.js';
import { hooksRouter } from './hooks/routes.js';
import { housekeepingRouter } from './projects/housekeeping.js';
import { projectActionsRouter } from './projects/actions-router.js';
import { projectsRouter } from './projects/routes.js';
import { projectShareRouter } from './projects/share-routes.js';
import { groupsRouter } from './groups/routes.js';
import { membersRouter } from './members/routes.js';
import { namespacesRouter } from './namespaces/routes.js';
import type { Services } from './services.js';
import { settingsRouter } from './settings/routes.js';
import { specDocument, specText } from './spec.js';
import { usersRouter } from './users/routes.js';
import { versionRouter } from './version/routes.js';
import { labelsRouter } from './labels/routes.js';
import { milestonesRouter } from './milestones/routes.js';
import { issuesRouter } from './issues/routes.js';
import { awardEmojiRouter } from './award-emoji/routes.js';
import { repositoryRouter } from './repository/routes.js';
import { commitStatusesRouter } from './commit-statuses/routes.js';

const securitySchemes = Object.keys(specDocument.components.securitySchemes);

/** Every security scheme of the spec is satisfied by a signed-in caller; `{}` in an operation allows anonymous ones. */
const signedIn = (request: Request) => (request.res?.locals.actor as Actor | undefined)?.user != null;

function apiRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ type: ['application/json', 'application/*+json'], limit: '10mb' }));
  router.use(express.urlencoded({ extended: true, limit: '10mb' }));
  router.use(queryIntoBody);
  router.use(authenticate(services));
  router.use(writeScope);
  router.get('/openapi.json', (_request, response) => {
    response.type('application/json').send(specText);
  });
  router.use(bracketArraysIn);
  router.use(deepObjectsIn);
  router.use(
    OpenApiValidator.middleware({
      apiSpec: validatorDocument(),
      validateRequests: { allowUnknownQueryParameters: true, coerceTypes: 'array', removeAdditional: false, allErrors: true },
      validateResponses: services.config.validateResponses ? { removeAdditional: false } : false,
      validateSecurity: { handlers: Object.fromEntries(securitySchemes.map((scheme) => [scheme, signedIn])) },
      validateFormats: true,
      fileUploader: fileUploader(services),
      // Redocly lint checks the spec; this validator's meta-schema wants absolute OAuth URLs, which 3.1 does not.
      validateApiSpec: false,
    }),
  );
  router.use(malformedMultipart);
  router.use(versionRouter(services));
  router.use(usersRouter(services));
  router.use(projectsRouter(services));
  router.use(projectActionsRouter(services));
  router.use(projectUploadsRouter(services));
  router.use(projectShareRouter(services));
  router.use(membersRouter(services));
  router.use(groupsRouter(services));
  router.use(namespacesRouter(services));
  router.use(forksRouter(services));
  router.use(mergeRequestsRouter(services));
  router.use(mergeRequestGitRouter(services));
  router.use(housekeepingRouter(services));
  router.use(settingsRouter(services));
  router.use(labelsRouter(services));
  router.use(milestonesRouter(services));
  router.use(issuesRouter(services));
  router.use(awardEmojiRouter(services));
  router.use(hooksRouter(services));
  router.use(repositoryRouter(services));
  router.use(commitStatusesRouter(services));
  return router;
}

/** The whole application for a configuration and a database; `main.ts` listens, tests build it in-process. */
export function buildApp(services: Services): Express {
  const app = express();
  app.set('query parser', 'simple');
  app.set('x-powered-by', false);
  app.set('etag', false);
  app.use(exactJsonContentType);
  app.use('/oauth', oauthRouter(services));
  app.use('/users', signInRouter(services));
  app.use('/users', signUpRouter(services));
  app.use('/api/v4', apiRouter(services));
  app.use(gitHttpRoutes(services));
  app.use(uploadedFilesRouter(services));
  app.use(projectAvatarsRouter(services));
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
