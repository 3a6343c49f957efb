// The areas a run can be limited to (`--only`), and which of the spec's tags each one answers for: every operation
// of those tags is listed under its area in the report, exercised or not.
export const areas = {
  users: ['users', 'version'],
  projects: ['projects', 'custom attributes', 'members', 'groups', 'namespaces'],
  'merge-requests': ['merge requests', 'branches', 'commits', 'commit statuses', 'repository files', 'issues', 'labels', 'milestones', 'award emoji'],
  hooks: ['project hooks', 'integrations'],
  settings: ['application settings'],
} as const;

export type Area = keyof typeof areas;

export const areaNames = Object.keys(areas) as Area[];

export function isArea(name: string): name is Area {
  return Object.hasOwn(areas, name);
}

/** The area whose tags include `tag`; undefined for tags no run covers (the testing endpoints). */
export function areaOfTag(tag: string): Area | undefined {
  return areaNames.find((area) => (areas[area] as readonly string[]).includes(tag));
}
