// The background part of an import: `import_status` goes from `scheduled` to `started`, then `finished`, or
// `failed` with `import_error`. The URL is checked again right before the fetch (the host may resolve elsewhere
// now, or the setting may have changed); the stored URL with its credentials is removed once the import ends.
import { now, type Database, type ProjectsTable } from '../database/schema.js';
import { gitText } from '../git/git.js';
import { recordRefUpdates } from '../git/ref-events.js';
import { zeroId, type RefUpdate } from '../git/ref-updates.js';
import { repositoryPath } from '../git/repositories.js';
import { PermanentJobError, type JobHandler } from '../jobs/handler.js';
import { fetchSource, SourceFetchFailed, sourceDefaultBranch } from './fetch-source.js';
import { importRefusal } from './import-url.js';
import type { ImportJobPayload } from './schedule.js';

async function setImportStatus(db: Database, projectId: number, status: ProjectsTable['import_status'], error: string | null = null) {
  await db.updateTable('projects').set({ import_status: status, import_error: error, updated_at: now() }).where('id', '=', projectId).execute();
}

/** Branches and tags by full ref name. */
async function refs(repository: string): Promise<Map<string, string>> {
  const output = await gitText(repository, ['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads', 'refs/tags']);
  return new Map(output.split('\n').filter(Boolean).map((line) => {
    const space = line.indexOf(' ');
    return [line.slice(space + 1), line.slice(0, space)] as const;
  }));
}

function refUpdates(before: Map<string, string>, after: Map<string, string>): RefUpdate[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .map((ref) => ({ ref, before: before.get(ref) ?? zeroId, after: after.get(ref) ?? zeroId }))
    .filter((update) => update.before !== update.after);
}

export const importJob: JobHandler<ImportJobPayload> = {
  async run({ project_id, keep_default_branch }, { services: { db, config } }) {
    const project = await db.selectFrom('projects').select(['import_status', 'creator_id']).where('id', '=', project_id).executeTakeFirst();
    // Deleted meanwhile, or an earlier attempt got to the end: nothing left to do.
    if (!project || project.import_status === 'finished' || project.import_status === 'failed') return;
    const stored = await db.selectFrom('project_import_sources').select('url').where('project_id', '=', project_id).executeTakeFirst();
    if (!stored) throw new PermanentJobError('The import source is no longer known');
    await setImportStatus(db, project_id, 'started');

    const url = new URL(stored.url);
    const refusal = await importRefusal(db, url);
    if (refusal !== undefined) throw new PermanentJobError(`Import url is blocked: ${refusal}`);
    const repository = repositoryPath(config.dataDir, project_id);
    try {
      const headBranch = keep_default_branch ? undefined : await sourceDefaultBranch(url);
      const before = await refs(repository);
      await fetchSource(url, repository);
      const after = await refs(repository);
      const defaultBranch = headBranch !== undefined && after.has(`refs/heads/${headBranch}`) ? headBranch : undefined;
      if (defaultBranch !== undefined) await gitText(repository, ['symbolic-ref', 'HEAD', `refs/heads/${defaultBranch}`]);
      await db.transaction().execute(async (trx) => {
        await recordRefUpdates(trx, project_id, project.creator_id, refUpdates(before, after));
        if (defaultBranch !== undefined) await trx.updateTable('projects').set({ default_branch: defaultBranch }).where('id', '=', project_id).execute();
        await setImportStatus(trx, project_id, 'finished');
        await trx.deleteFrom('project_import_sources').where('project_id', '=', project_id).execute();
      });
    } catch (error) {
      // Another attempt will not make a source that refused or failed the fetch work.
      if (error instanceof SourceFetchFailed) throw new PermanentJobError(error.message);
      throw error;
    }
  },
  async failed({ project_id }, error, { services: { db } }) {
    await db.transaction().execute(async (trx) => {
      await setImportStatus(trx, project_id, 'failed', error);
      await trx.deleteFrom('project_import_sources').where('project_id', '=', project_id).execute();
    });
  },
};
