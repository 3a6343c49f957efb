import type { RequestHandler } from 'express';
import { smartHttp } from '../git/smart-http.js';
import type { Services } from '../services.js';
import { projectGitAccess } from './git-access.js';

/** Git over HTTP at `/<namespace>/<project>.git`. */
export const gitHttpRoutes = (services: Services): RequestHandler => smartHttp(services, projectGitAccess(services));
