// The app's services on the request, for code that is shared by every app of the process (the request validator
// and its file storage) and so cannot close over one app's services.
import type { Request, RequestHandler } from 'express';
import type { Services } from '../services.js';

export const provideServices = (services: Services): RequestHandler => (_request, response, next) => {
  response.locals.services = services;
  next();
};

export const servicesOf = (request: Request): Services => request.res!.locals.services as Services;
