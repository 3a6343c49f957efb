// A project path as the real service's model validates it: the message is its text, word for word, since clients
// and users match on it.
import { validationFailed } from '../http/api-error.js';

export const projectPathMessage = "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'";

const projectPathFormat = /^[A-Za-z0-9_.][A-Za-z0-9_.-]*$/;

export const isValidProjectPath = (path: string): boolean => projectPathFormat.test(path) && !/\.(git|atom)$/.test(path);

/** 400 `{"message":{"path":[…]}}` unless `path` is a valid project path (or `status`, e.g. 409 for forks). */
export function checkProjectPath(path: string, status = 400): void {
  if (!isValidProjectPath(path)) throw validationFailed({ path: [projectPathMessage] }, status);
}
