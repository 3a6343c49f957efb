import type { components } from '../../generated/api.js';
import type { GroupRecord } from './queries.js';

type Schemas = components['schemas'];

export const groupWebUrl = (externalUrl: string, fullPath: string): string => `${externalUrl}/groups/${fullPath}`;

export function presentGroup(group: GroupRecord, fullName: string, externalUrl: string): Schemas['Group'] {
  return {
    id: group.id,
    name: group.name,
    path: group.path,
    description: group.description,
    visibility: group.visibility,
    lfs_enabled: group.lfs_enabled === 1,
    avatar_url: null,
    web_url: groupWebUrl(externalUrl, group.full_path),
    request_access_enabled: group.request_access_enabled === 1,
    full_name: fullName,
    full_path: group.full_path,
    parent_id: group.parent_id,
    created_at: group.created_at,
  };
}
