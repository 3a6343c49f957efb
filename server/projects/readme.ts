// `initialize_with_readme` on project creation: a first commit on the default branch adding README.md, by the
// creator, recorded like any other ref change in the creation's transaction.
import type { Kysely } from 'kysely';
import type { Schema, UserRow } from '../database/schema.js';
import { recordRefUpdates } from '../git/ref-events.js';
import { removeRepository, repositoryPath } from '../git/repositories.js';
import { createCommit } from '../git/create-commit.js';

export interface NewProjectRepository {
  id: number;
  name: string;
  defaultBranch: string;
}

export async function initializeWithReadme(trx: Kysely<Schema>, dataDir: string, project: NewProjectRepository, creator: UserRow): Promise<void> {
  const content = `# ${project.name}\n`;
  const person = { name: creator.name, email: creator.email };
  const path = repositoryPath(dataDir, project.id);
  try {
    const { update } = await createCommit(path, {
      branch: project.defaultBranch,
      message: 'Initial commit',
      author: person,
      committer: person,
      actions: [{ action: 'create', file_path: 'README.md', content }],
      contents: [Buffer.from(content)],
    });
    await recordRefUpdates(trx, project.id, creator.id, [update]);
  } catch (error) {
    // The creation's transaction rolls back: the repository made for it goes too.
    await removeRepository(path);
    throw error;
  }
}
