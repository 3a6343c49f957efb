// A project's name and path are each unique in its namespace, ignoring case. Creating, editing and forking refuse a
// clash with the model's 409, naming the attributes already used.
import { sql } from 'kysely';
import type { Database } from '../database/schema.js';
import { ApiError } from '../http/api-error.js';

export const taken = (attributes: string[]) =>
  new ApiError(409, { message: Object.fromEntries(attributes.map((attribute) => [attribute, ['has already been taken']])) });

/** 409 when another project of the namespace (than `exceptId`) has the given name or path. */
export async function checkNameAndPathFree(db: Database, namespaceId: number, { name, path }: { name?: string; path?: string }, exceptId?: number): Promise<void> {
  if (name === undefined && path === undefined) return;
  let others = db
    .selectFrom('projects')
    .select(['name', 'path'])
    .where('namespace_id', '=', namespaceId)
    .where((eb) => eb.or([
      ...(name !== undefined ? [eb(sql`lower(name)`, '=', name.toLowerCase())] : []),
      ...(path !== undefined ? [eb(sql`lower(path)`, '=', path.toLowerCase())] : []),
    ]));
  if (exceptId !== undefined) others = others.where('id', '!=', exceptId);
  const clash = await others.execute();
  const clashes = [
    ...(name !== undefined && clash.some((other) => other.name.toLowerCase() === name.toLowerCase()) ? ['name'] : []),
    ...(path !== undefined && clash.some((other) => other.path.toLowerCase() === path.toLowerCase()) ? ['path'] : []),
  ];
  if (clashes.length > 0) throw taken(clashes);
}
