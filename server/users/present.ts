import type { components } from '../../generated/api.js';
import type { UserRow } from '../database/schema.js';

type Schemas = components['schemas'];

export function presentUserBasic(user: UserRow, externalUrl: string): Schemas['UserBasic'] {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    state: user.state,
    avatar_url: null,
    web_url: `${externalUrl}/${user.username}`,
  };
}

/** Private fields only for the user themself and administrators. */
export function presentUser(user: UserRow, viewer: UserRow | null, externalUrl: string): Schemas['User'] {
  const publicFields = {
    ...presentUserBasic(user, externalUrl),
    created_at: user.created_at,
    bio: user.bio,
    public_email: user.public_email,
  };
  if (!viewer || (viewer.id !== user.id && !viewer.is_admin)) return publicFields;
  return {
    ...publicFields,
    email: user.email,
    is_admin: user.is_admin === 1,
    projects_limit: user.projects_limit,
    can_create_project: user.projects_limit > 0,
    can_create_group: user.can_create_group === 1,
    external: user.external === 1,
    last_sign_in_at: user.last_sign_in_at,
  };
}
