// The real service answers a merge request it cannot save for its branches or projects with a list of sentences
// (`{"message":["Source branch \"x\" does not exist"]}`): 409 for a duplicate open request, 422 otherwise.
import { ApiError } from '../http/api-error.js';

const refused = (status: 409 | 422, messages: string[]) => new ApiError(status, { message: messages });

export const unprocessable = (messages: string[]) => refused(422, messages);

export const duplicateOpenRequest = (iid: number) => refused(409, [`Another open merge request already exists for this source branch: !${iid}`]);
