// The `import_url` of a create or edit: only http(s) and git URLs, not to local addresses unless the
// `allow_local_requests_from_hooks_and_services` setting allows them. Errors never repeat the URL, which may
// carry credentials.
import type { Database } from '../database/schema.js';
import { validationFailed } from '../http/api-error.js';
import { readSettings } from '../settings/store.js';
import { localRequestRefusal } from './local-refusal.js';

const importSchemes = ['http:', 'https:', 'git:'];

export interface ImportSource {
  /** As given, credentials included: used by the import only. */
  url: string;
  /** Without credentials: what the project shows. */
  scrubbed: string;
}

export function scrubbedUrl(url: URL): string {
  const scrubbed = new URL(url);
  scrubbed.username = '';
  scrubbed.password = '';
  return scrubbed.toString();
}

const blocked = (reason: string) => validationFailed({ import_url: [`is blocked: ${reason}`] });

/** Resolves to the reason the import may not use `url` now, or undefined when it may. */
export async function importRefusal(db: Database, url: URL): Promise<string | undefined> {
  if (!importSchemes.includes(url.protocol) || url.hostname === '') return 'Only allowed schemes are http, https, git';
  if ((await readSettings(db)).allow_local_requests_from_hooks_and_services) return undefined;
  return localRequestRefusal(url);
}

/** 400 `{"message":{"import_url":["is blocked: …"]}}` for a URL that may not be imported from. */
export async function checkImportUrl(db: Database, raw: string): Promise<ImportSource> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw blocked('URI is invalid');
  }
  const refusal = await importRefusal(db, url);
  if (refusal !== undefined) throw blocked(refusal);
  return { url: url.toString(), scrubbed: scrubbedUrl(url) };
}
