// Where uploaded files live: DATA_DIR/uploads/<project id>/<secret>/<file name>, plus a directory for files
// still being received.
import { join } from 'node:path';

export const uploadsRoot = (dataDir: string): string => join(dataDir, 'uploads');

/** Everything uploaded to one project. */
export const projectUploadsDirectory = (dataDir: string, projectId: number): string => join(uploadsRoot(dataDir), String(projectId));

export const uploadedFilePath = (dataDir: string, projectId: number, secret: string, fileName: string): string =>
  join(projectUploadsDirectory(dataDir, projectId), secret, fileName);

/** Files being received, before the request is known to be allowed. */
export const incomingDirectory = (dataDir: string): string => join(uploadsRoot(dataDir), 'incoming');
