// Receiving uploaded files: the request validator parses multipart bodies with multer, and this is the storage
// engine it is given (its `fileUploader` option). Each file is streamed to DATA_DIR/uploads/incoming, counting
// bytes against the `max_attachment_size` setting as they arrive, so a file that is too large is never held in
// memory nor kept. A received file is moved into place by the upload operation; whatever is still in `incoming`
// when the response is over (the request was refused, or had other file parts) is removed then.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import { error as validatorErrors } from 'express-openapi-validator';
import type { OpenApiValidatorOpts } from 'express-openapi-validator/dist/framework/types.js';
import { servicesOf } from '../http/request-services.js';
import { readSettings } from '../settings/store.js';
import { incomingDirectory } from './location.js';

type UploaderOptions = Exclude<NonNullable<OpenApiValidatorOpts['fileUploader']>, boolean>;
type StorageEngine = NonNullable<UploaderOptions['storage']>;

/** What the upload operation finds in `request.files` for each file part. */
export interface IncomingFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  path: string;
  size: number;
}

export const incomingFiles = (request: Request): IncomingFile[] =>
  Array.isArray((request as { files?: unknown }).files) ? (request as unknown as { files: IncomingFile[] }).files : [];

const megabyte = 1024 * 1024;

function byteLimit(limit: number, path: string) {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      // The validator passes its own HttpError through as the response status (413).
      if (received > limit) callback(new validatorErrors.RequestEntityTooLarge({ path, message: 'File is too large' }));
      else callback(null, chunk);
    },
  });
}

function incomingStorage(): StorageEngine {
  return {
    _handleFile(request, file, callback) {
      const { db, config } = servicesOf(request);
      const directory = incomingDirectory(config.dataDir);
      const path = join(directory, randomUUID());
      request.res?.once('close', () => void rm(path, { force: true }));
      (async () => {
        const { max_attachment_size: maxMegabytes } = await readSettings(db);
        await mkdir(directory, { recursive: true });
        const written = createWriteStream(path);
        try {
          await pipeline(file.stream, byteLimit(maxMegabytes * megabyte, request.path), written);
        } catch (failure) {
          // The file may still be opening: remove it only once it is closed, or it would reappear.
          if (!written.closed) await once(written, 'close');
          throw failure;
        }
        return { path, size: written.bytesWritten };
      })().then(
        (stored) => callback(null, stored),
        async (failure: unknown) => {
          await rm(path, { force: true });
          callback(failure);
        },
      );
    },
    _removeFile(_request, file, callback) {
      rm(file.path, { force: true }).then(() => callback(null), callback);
    },
  };
}

/**
 * The validator's `fileUploader` option. File names are read as UTF-8, as clients send them, and kept whole: the
 * upload operation reduces them to their last segment and refuses `.` and `..` itself, with its own error.
 */
export const fileUploader = (): UploaderOptions => ({
  storage: incomingStorage(),
  defParamCharset: 'utf8',
  preservePath: true,
});
