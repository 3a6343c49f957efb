import { sql } from 'kysely';
import { accessLevel, noAccess } from '../access/levels.js';
import type { components } from '../../generated/api.js';
import { isUniqueViolation } from '../database/errors.js';
import { flag, now, type Database, type UserRow } from '../database/schema.js';
import { forbidden, validationFailed } from '../http/api-error.js';
import { checkVisibilityAllowed } from '../settings/restricted-visibility.js';
import { readSettings } from '../settings/store.js';
import { findReadableGroup, groupAccessLevel } from './access.js';
import { checkSubgroupVisibility } from './visibility-rules.js';

type GroupCreateRequest = components['schemas']['GroupCreateRequest'];

const pathTaken = () => validationFailed({ path: ['has already been taken'] });

/** The parent of a new subgroup: one the creator can see (404) and owns (403). */
async function parentGroup(db: Database, creator: UserRow, parentId: number) {
  const parent = await findReadableGroup(db, creator, parentId);
  if (!creator.is_admin && ((await groupAccessLevel(db, creator, parent.id)) ?? noAccess) < accessLevel.owner) throw forbidden();
  return parent;
}

/** Creates the group (its namespace and its group row); the creator becomes its owner. Returns its id. */
export async function createGroup(db: Database, creator: UserRow, request: GroupCreateRequest): Promise<number> {
  const parent = request.parent_id === undefined ? null : await parentGroup(db, creator, request.parent_id);
  if (!parent && !creator.is_admin && !creator.can_create_group) throw forbidden();
  const settings = await readSettings(db);
  const visibility = request.visibility ?? settings.default_group_visibility;
  checkVisibilityAllowed(creator, visibility, settings);
  if (parent) checkSubgroupVisibility(visibility, parent);

  const fullPath = parent ? `${parent.full_path}/${request.path}` : request.path;
  const taken = await db.selectFrom('namespaces').select('id').where(sql`lower(full_path)`, '=', fullPath.toLowerCase()).executeTakeFirst();
  if (taken) throw pathTaken();

  const createdAt = now();
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('namespaces')
        .values({
          name: request.name,
          path: request.path,
          full_path: fullPath,
          kind: 'group',
          owner_id: null,
          parent_id: parent?.id ?? null,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('groups').values({
        namespace_id: id,
        description: request.description ?? '',
        visibility,
        lfs_enabled: flag(request.lfs_enabled ?? true),
        request_access_enabled: flag(request.request_access_enabled ?? false),
      }).execute();
      await trx.insertInto('group_members')
        .values({ group_id: id, user_id: creator.id, access_level: accessLevel.owner, created_at: createdAt, expires_at: null })
        .execute();
      return id;
    });
  } catch (error) {
    // A concurrent create of the same path passed the check above and met the unique index.
    if (isUniqueViolation(error)) throw pathTaken();
    throw error;
  }
}
