import type { components } from '../../generated/api.js';
import type { Database, UserRow } from '../database/schema.js';

type Schemas = components['schemas'];
type User = Schemas['User'];

export function presentUserBasic(user: Pick<UserRow, 'id' | 'username' | 'name' | 'state'>, externalUrl: string): Schemas['UserBasic'] {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    state: user.state,
    avatar_url: null,
    web_url: `${externalUrl}/${user.username}`,
  };
}

/** The public view; the user themself and administrators see more, administrators most (see the spec's User). */
function presentUser(user: UserRow, viewer: UserRow | null, externalUrl: string, namespaceId: number | undefined): User {
  // Each view adds its fields to the object of the one before: on Node 20 a spread of it with fields added took
  // microseconds per user.
  const publicFields: User = Object.assign(presentUserBasic(user, externalUrl), {
    created_at: user.created_at,
    bio: user.bio,
    public_email: user.public_email,
    bot: false,
    location: user.location,
    skype: user.skype,
    linkedin: user.linkedin,
    twitter: user.twitter,
    website_url: user.website_url,
    organization: user.organization,
    job_title: user.job_title,
  });
  if (!viewer || (viewer.id !== user.id && !viewer.is_admin)) return publicFields;
  const ownFields: User = Object.assign(publicFields, {
    email: user.email,
    is_admin: user.is_admin === 1,
    projects_limit: user.projects_limit,
    can_create_project: user.projects_limit > 0,
    can_create_group: user.can_create_group === 1,
    external: user.external === 1,
    last_sign_in_at: user.last_sign_in_at,
    // Users are confirmed when they are created.
    confirmed_at: user.created_at,
    last_activity_on: user.last_activity_on,
    current_sign_in_at: user.current_sign_in_at,
    theme_id: user.theme_id,
    color_scheme_id: user.color_scheme_id,
    identities: [],
    two_factor_enabled: false,
    private_profile: user.private_profile === 1,
    commit_email: user.email,
  });
  if (!viewer.is_admin) return ownFields;
  return Object.assign(ownFields, {
    note: user.note,
    namespace_id: namespaceId!,
    current_sign_in_ip: user.current_sign_in_ip,
    last_sign_in_ip: user.last_sign_in_ip,
    sign_in_count: user.sign_in_count,
  });
}

/** Users as `viewer` sees them; the personal namespaces an administrator sees are read in one query. */
export async function presentUsers(db: Database, users: UserRow[], viewer: UserRow | null, externalUrl: string): Promise<User[]> {
  const namespaces = viewer?.is_admin && users.length > 0
    ? await db.selectFrom('namespaces').select(['id', 'owner_id']).where('kind', '=', 'user').where('owner_id', 'in', users.map((user) => user.id)).execute()
    : [];
  const namespaceOf = new Map(namespaces.map((namespace) => [namespace.owner_id, namespace.id]));
  return users.map((user) => presentUser(user, viewer, externalUrl, namespaceOf.get(user.id)));
}
