// A page of the project list in one statement, built once for each order (and for signed-in callers, with their
// access to each project) around the page's ids: the list's own query, which changes with the filters, selects the
// ids only. Building the counts and the caller's access into each request's query cost more than running it.
import { sql } from 'kysely';
import { accessColumns, type AccessColumns } from '../access/project-access.js';
import { preparedAround } from '../database/prepared-query.js';
import type { Database, UserRow } from '../database/schema.js';
import { oncePerOrder, type PageReader } from '../http/pagination.js';
import type { projectListOrder } from './list-filters.js';
import { selectProjects, type ProjectRecord } from './queries.js';

type ProjectListOrder = ReturnType<typeof projectListOrder>;

const pageInOrder = oncePerOrder(({ key, direction }: ProjectListOrder) => ({
  anonymous: preparedAround((db: Database, ids) => selectProjects(db).where('projects.id', 'in', ids)
    .orderBy(`projects.${key}`, direction).orderBy('projects.id', direction)),
  signedIn: preparedAround((db: Database, ids, viewerId: number) => selectProjects(db)
    .select([...accessColumns(viewerId, sql.ref('projects.id'), sql.ref('projects.namespace_id'))])
    .where('projects.id', 'in', ids)
    .orderBy(`projects.${key}`, direction).orderBy('projects.id', direction)),
}));

/** Reads a page of projects from its ids in the list's order, with the viewer's access to each when signed in. */
export function projectsPage(db: Database, order: ProjectListOrder, viewer: UserRow | null): PageReader<ProjectRecord | (ProjectRecord & AccessColumns)> {
  const { anonymous, signedIn } = pageInOrder(order);
  return viewer ? (ids) => signedIn(db, ids, viewer.id) : (ids) => anonymous(db, ids);
}
