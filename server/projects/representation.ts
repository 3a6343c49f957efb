// Projects as the caller sees them: the full form with their own permissions, or the reduced form.
import type { components } from '../../generated/api.js';
import type { UserRow } from '../database/schema.js';
import type { Services } from '../services.js';
import { presentProject, presentProjectSimple } from './present.js';
import { accessLevels, type ProjectRecord } from './queries.js';

type Schemas = components['schemas'];

export async function projectsForViewer({ db, config }: Services, viewer: UserRow | null, projects: ProjectRecord[]): Promise<Schemas['Project'][]> {
  const levels = await accessLevels(db, viewer, projects.map((project) => project.id));
  return projects.map((project) => presentProject(project, levels.get(project.id), viewer?.is_admin === 1, config.externalUrl));
}

export async function projectForViewer(services: Services, viewer: UserRow | null, project: ProjectRecord): Promise<Schemas['Project']> {
  const [presented] = await projectsForViewer(services, viewer, [project]);
  return presented!;
}

export const simpleProjects = ({ config }: Services, projects: ProjectRecord[]): Schemas['ProjectSimple'][] =>
  projects.map((project) => presentProjectSimple(project, config.externalUrl));
