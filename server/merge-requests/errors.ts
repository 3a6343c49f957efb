// The real service answers a merge request it cannot save for its branches or projects with a list of sentences
// (`{"message":["Source branch \"x\" does not exist"]}`): 409 for a duplicate open request, 422 otherwise.
import type { components } from '../../generated/api.js';
import { ApiError, type ErrorBody } from '../http/api-error.js';

type MessageListError = components['schemas']['MessageListError'];

// ErrorBody (http/api-error.ts) does not list this shape yet; the spec's MessageListError is what is sent.
const refused = (status: 409 | 422, messages: string[]) =>
  new ApiError(status, ({ message: messages } satisfies MessageListError) as unknown as ErrorBody);

export const unprocessable = (messages: string[]) => refused(422, messages);

export const duplicateOpenRequest = (iid: number) => refused(409, [`Another open merge request already exists for this source branch: !${iid}`]);
