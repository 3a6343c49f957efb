// The project `:id` names, if the viewer may read it: the lookup nearly every request starts with, so its six
// forms (by id or by path, for an administrator, an anonymous caller or a user) are prepared queries.
import { sql } from 'kysely';
import { accessColumns, type AccessColumns } from '../access/project-access.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database, UserRow } from '../database/schema.js';
import { readableBy, selectProjects, type ProjectRecord } from './queries.js';
import { isRowId } from '../database/row-id.js';

type ProjectsQuery = ReturnType<typeof selectProjects>;

/** Viewers for prepared queries: readableBy() and groupReadableBy() read only these of the viewer. */
export const viewerWithId = (id: number) => ({ id, is_admin: 0 }) as UserRow;
export const administrator = { is_admin: 1 } as UserRow;

function readableLookups<Key extends unknown[]>(find: (query: ProjectsQuery, ...key: Key) => ProjectsQuery) {
  return {
    administrator: preparedQuery((db: Database, ...key: Key) => find(selectProjects(db), ...key).where(readableBy(administrator))),
    anonymous: preparedQuery((db: Database, ...key: Key) => find(selectProjects(db), ...key).where(readableBy(null))),
    user: preparedQuery((db: Database, userId: number, ...key: Key) => find(selectProjects(db), ...key).where(readableBy(viewerWithId(userId)))),
  };
}

const byId = readableLookups((query, id: number) => query.where('projects.id', '=', id));
const byPath = readableLookups((query, namespacePath: string, path: string) => query
  .where(sql`lower(namespaces.full_path)`, '=', namespacePath)
  .where(sql`lower(projects.path)`, '=', path));

function lookup<Key extends unknown[]>(lookups: ReturnType<typeof readableLookups<Key>>, db: Database, viewer: UserRow | null, ...key: Key) {
  if (!viewer) return lookups.anonymous(db, ...key);
  if (viewer.is_admin) return lookups.administrator(db, ...key);
  return lookups.user(db, viewer.id, ...key);
}

/** The id `:id` names when it is numeric (it may be beyond the id column's range). */
export const numericId = (text: string): number | undefined => (/^\d+$/.test(text) ? Number(text) : undefined);

/** `:id` is a numeric id or a full path (`group/project`, already URL-decoded; compared case-insensitively). */
export async function readableProject(db: Database, viewer: UserRow | null, idOrPath: string | number): Promise<ProjectRecord | undefined> {
  const text = String(idOrPath);
  const id = numericId(text);
  if (id !== undefined) {
    // Ids beyond the integer column's range name no project (and must not reach PostgreSQL as an int4).
    return isRowId(id) ? (await lookup(byId, db, viewer, id))[0] : undefined;
  }
  const slash = text.lastIndexOf('/');
  if (slash < 0) return undefined;
  return (await lookup(byPath, db, viewer, text.slice(0, slash).toLowerCase(), text.slice(slash + 1).toLowerCase()))[0];
}

// With the caller's access to the project in the same statement, for the representation of one project (GET
// /projects/:id), which would otherwise read it in a statement of its own: on PostgreSQL, a round trip.
const withAccessOf = (query: ProjectsQuery, viewerId: number) =>
  query.select([...accessColumns(viewerId, sql.ref('projects.id'), sql.ref('projects.namespace_id'))]);
const byIdWithAccess = {
  administrator: preparedQuery((db: Database, viewerId: number, id: number) =>
    withAccessOf(selectProjects(db), viewerId).where('projects.id', '=', id).where(readableBy(administrator))),
  user: preparedQuery((db: Database, viewerId: number, id: number) =>
    withAccessOf(selectProjects(db), viewerId).where('projects.id', '=', id).where(readableBy(viewerWithId(viewerId)))),
};

/** As `readableProject`, with the signed-in viewer's access to it when `:id` is a numeric id. */
export async function readableProjectWithAccess(db: Database, viewer: UserRow | null, idOrPath: string | number): Promise<ProjectRecord | (ProjectRecord & AccessColumns) | undefined> {
  const id = numericId(String(idOrPath));
  if (!viewer || id === undefined || !isRowId(id)) return readableProject(db, viewer, idOrPath);
  const lookups = viewer.is_admin ? byIdWithAccess.administrator : byIdWithAccess.user;
  return (await lookups(db, viewer.id, id))[0];
}
