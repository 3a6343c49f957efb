// Projects as the caller sees them: the full form with their own permissions, or the reduced form.
import type { components } from '../../generated/api.js';
import type { UserRow } from '../database/schema.js';
import { accessFromColumns, type AccessColumns, type ProjectAccess } from '../access/project-access.js';
import { forkedFrom, forkSources } from './fork-sources.js';
import type { Services } from '../services.js';
import type { ItemPresenter } from '../http/encoded-json.js';
import { presentProject, presentProjectSimple, type ProjectView } from './present.js';
import { effectiveLevels, viewerAccess, type ProjectRecord } from './queries.js';
import { sharedWithGroups } from './share-queries.js';
import { openIssuesCount } from './open-issues.js';
import { mayReadStatistics, projectStatistics } from './statistics.js';

type Schemas = components['schemas'];

export interface ViewOptions {
  /** Include `statistics` where the viewer is at least a reporter (or an administrator). */
  statistics?: boolean;
}

/** The viewer's access per project: selected with the rows (`accessColumns`), or read now. */
async function accessOf(db: Services['db'], viewer: UserRow | null, projects: Array<ProjectRecord | (ProjectRecord & AccessColumns)>): Promise<Map<number, ProjectAccess>> {
  if (!viewer || !projects.every((project) => 'access_direct' in project)) return viewerAccess(db, viewer, projects.map((project) => project.id));
  const access = new Map<number, ProjectAccess>();
  for (const project of projects as Array<ProjectRecord & AccessColumns>) {
    const found = accessFromColumns(project);
    if (found) access.set(project.id, found);
  }
  return access;
}

/** What the full form of each of `projects` shows for `viewer` besides the project's row. */
export async function projectViews(
  { db, config }: Services,
  viewer: UserRow | null,
  projects: Array<ProjectRecord | (ProjectRecord & AccessColumns)>,
  { statistics = false }: ViewOptions = {},
): Promise<(project: ProjectRecord) => ProjectView> {
  const sharedIds = projects.filter((project) => project.has_group_shares).map((project) => project.id);
  const [access, shared] = await Promise.all([accessOf(db, viewer, projects), sharedWithGroups(db, viewer, sharedIds)]);
  const levels = effectiveLevels(access);
  const isAdmin = viewer?.is_admin === 1;
  const statisticsOf = statistics
    ? await projectStatistics({ db, config }, projects.filter((project) => mayReadStatistics(isAdmin, levels.get(project.id))))
    : new Map<number, Schemas['ProjectStatistics']>();
  const sources = await forkSources(db, viewer, projects, config.externalUrl);
  return (project) => ({
    access: access.get(project.id),
    viewerIsAdmin: isAdmin,
    openIssuesCount: openIssuesCount(project, levels.get(project.id), isAdmin),
    sharedWithGroups: shared.get(project.id) ?? [],
    statistics: statisticsOf.get(project.id),
    forkedFrom: forkedFrom(project, sources),
  });
}

export async function projectsForViewer(
  services: Services,
  viewer: UserRow | null,
  projects: Array<ProjectRecord | (ProjectRecord & AccessColumns)>,
  options: ViewOptions = {},
): Promise<Schemas['Project'][]> {
  const viewOf = await projectViews(services, viewer, projects, options);
  return projects.map((project) => presentProject(project, viewOf(project), services.config.externalUrl));
}

/** For an encoder of answers (encoded-json.ts): each project with its view, which, as JSON, is what else it shows. */
export const projectPresenter = (viewOf: (project: ProjectRecord) => ProjectView, externalUrl: string): ItemPresenter<ProjectRecord, Schemas['Project']> => ({
  present: (project) => presentProject(project, viewOf(project), externalUrl),
  viewOf: (project) => JSON.stringify(viewOf(project)),
});

export async function projectForViewer(services: Services, viewer: UserRow | null, project: ProjectRecord, options: ViewOptions = {}): Promise<Schemas['Project']> {
  const [presented] = await projectsForViewer(services, viewer, [project], options);
  return presented!;
}

export const simpleProjects = ({ config }: Services, projects: ProjectRecord[]): Schemas['ProjectSimple'][] =>
  projects.map((project) => presentProjectSimple(project, config.externalUrl));
