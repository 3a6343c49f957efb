// Writing a new project, shared by creation and forking: the row with its bookkeeping fields, the creator's owner
// membership in a user namespace (in a group, access comes from the group, as in the real service), and the
// repository — all inside the caller's transaction.
import type { Insertable, Kysely } from 'kysely';
import { newSecret } from '../auth/secrets.js';
import { flag, type NamespaceRow, type ProjectsTable, type Schema } from '../database/schema.js';
import { createProjectRepository } from '../git/repositories.js';
import { accessLevel } from '../access/levels.js';

/** What a creation path decides; the rest is the same for every new project. */
export type ProjectAttributes = Omit<Insertable<ProjectsTable>,
  'namespace_id' | 'creator_id' | 'archived' | 'import_url' | 'import_error' | 'runners_token' | 'created_at' | 'updated_at' | 'last_activity_at'>;

export async function insertProject(
  trx: Kysely<Schema>,
  dataDir: string,
  creatorId: number,
  namespace: NamespaceRow,
  attributes: ProjectAttributes,
  createdAt: string,
): Promise<number> {
  const { id } = await trx
    .insertInto('projects')
    .values({
      ...attributes,
      namespace_id: namespace.id,
      creator_id: creatorId,
      archived: flag(false),
      import_url: null,
      import_error: null,
      runners_token: newSecret(''),
      created_at: createdAt,
      updated_at: createdAt,
      last_activity_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (namespace.kind === 'user') {
    await trx.insertInto('project_members')
      .values({ project_id: id, user_id: creatorId, access_level: accessLevel.owner, created_at: createdAt, expires_at: null })
      .execute();
  }
  await createProjectRepository(dataDir, id, attributes.default_branch);
  return id;
}
