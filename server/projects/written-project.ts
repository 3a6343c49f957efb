import { notFound } from '../http/api-error.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import { selectProjects, type ProjectRecord } from './queries.js';

const projectWithId = preparedQuery((db: Database, id: number) => selectProjects(db).where('projects.id', '=', id));

/** The project a write just made or changed, to answer with (prepared: every project write ends with it). */
export async function writtenProject(db: Database, id: number): Promise<ProjectRecord> {
  const [project] = await projectWithId(db, id);
  // Deleted by a concurrent request meanwhile.
  if (!project) throw notFound('Project');
  return project;
}
