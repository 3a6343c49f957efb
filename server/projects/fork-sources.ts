// `forked_from_project` of the projects shown: each fork's source in the reduced form, when the viewer can see it.
import type { components } from '../../generated/api.js';
import type { Database, UserRow } from '../database/schema.js';
import { presentProjectSimple } from './present.js';
import { readableBy, selectProjects, type ProjectRecord } from './queries.js';

type ProjectSimple = components['schemas']['ProjectSimple'];

export async function forkSources(db: Database, viewer: UserRow | null, projects: ProjectRecord[], externalUrl: string): Promise<Map<number, ProjectSimple>> {
  const ids = [...new Set(projects.map((project) => project.forked_from_project_id).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const sources = await selectProjects(db).where('projects.id', 'in', ids).where(readableBy(viewer)).execute();
  return new Map(sources.map((source) => [source.id, presentProjectSimple(source, externalUrl)]));
}

/** The `forked_from_project` of one project's representation (none for projects that are not forks). */
export const forkedFrom = (project: ProjectRecord, sources: Map<number, ProjectSimple>): ProjectSimple | undefined =>
  project.forked_from_project_id === null ? undefined : sources.get(project.forked_from_project_id);
