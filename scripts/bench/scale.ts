// List latency as data grows: merge requests, issues and projects bulk-inserted straight into the server's database
// (rows copied from ones made through the API, so they are complete for the presenters), then page 1, a deep page by
// offset and, when the server offers keyset pagination, the same depth reached by following `rel="next"` links.
import { sql, type Insertable, type Kysely } from 'kysely';
import { databaseLocation, openDatabase } from '../../server/database/connect.js';
import { isSqlite } from '../../server/database/dialect.js';
import type { Database, ProjectsTable } from '../../server/database/schema.js';
import type { IssuesTable } from '../../server/issues/tables.js';
import type { MergeRequestsTable } from '../../server/merge-requests/tables.js';
import { apiOf } from './api.js';
import type { BenchOptions } from './options.js';
import { onCleanUp } from './processes.js';
import { openMergeRequest } from './seed.js';
import { startService, type Server } from './servers.js';
import { median } from './statistics.js';

export type ListName = 'merge-requests' | 'issues' | 'projects';
export type Variant = 'page 1' | 'deep page' | 'keyset deep page';

export interface ListLatency {
  list: ListName;
  size: number;
  variant: Variant;
  page: number;
  /** Wall time of one request, alone on the server. */
  medianMs: number;
  /** The server's CPU time per request (with its database sessions' on PostgreSQL). */
  cpuMs: number;
}

const perPage = 20;
const batch = 500;
const epoch = Date.parse('2020-01-01T00:00:00Z');
const timestamp = (n: number) => new Date(epoch + n * 1000).toISOString();

async function insertInBatches<T>(db: Database, count: number, row: (index: number) => T, insert: (trx: Database, rows: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => row(start + offset));
    await db.transaction().execute((trx) => insert(trx, rows));
  }
}

async function countOf(db: Database, table: 'merge_requests' | 'issues' | 'projects'): Promise<number> {
  const { count } = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

/** Adds merge requests and issues to the project, and projects, until each table has `size` rows. */
async function growTo(db: Database, projectId: number, size: number): Promise<void> {
  const { id: _request, ...request } = await db.selectFrom('merge_requests').selectAll().where('project_id', '=', projectId).executeTakeFirstOrThrow();
  const existingRequests = await countOf(db, 'merge_requests');
  await insertInBatches(db, size - existingRequests, (index): Insertable<MergeRequestsTable> => {
    const iid = existingRequests + index + 1;
    return { ...request, iid, title: `Change ${iid}`, source_branch: `change-${iid}`, created_at: timestamp(iid), updated_at: timestamp(iid) };
  }, (trx, rows) => trx.insertInto('merge_requests').values(rows).execute());

  const { id: _issue, ...issue } = await db.selectFrom('issues').selectAll().where('project_id', '=', projectId).executeTakeFirstOrThrow();
  const existingIssues = await countOf(db, 'issues');
  await insertInBatches(db, size - existingIssues, (index): Insertable<IssuesTable> => {
    const iid = existingIssues + index + 1;
    return { ...issue, iid, title: `Problem ${iid}`, created_at: timestamp(iid), updated_at: timestamp(iid) };
  }, (trx, rows) => trx.insertInto('issues').values(rows).execute());

  const { id: _project, ...project } = await db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow();
  const existingProjects = await countOf(db, 'projects');
  await insertInBatches(db, size - existingProjects, (index): Insertable<ProjectsTable> => {
    const n = existingProjects + index + 1;
    return {
      ...project, name: `Scale ${n}`, path: `scale-${n}`, runners_token: `bench-runners-${n}`,
      created_at: timestamp(n), updated_at: timestamp(n), last_activity_at: timestamp(n),
    };
  }, (trx, rows) => trx.insertInto('projects').values(rows).execute());
}

/** Asked with `Cache-Control: no-cache`: what is measured is making the page at each size, not resending it. */
async function get(url: string, token: string): Promise<Response> {
  const request = () => fetch(url, { headers: { 'PRIVATE-TOKEN': token, 'Cache-Control': 'no-cache' } });
  // A kept-alive connection the server closes as the request leaves (after a long insert, say) fails it: once more.
  const response = await request().catch(request);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

/** Median wall time and CPU per request over `samples` sequential requests, per round, then over rounds. */
async function sample(server: Server, url: string, token: string, options: BenchOptions): Promise<{ medianMs: number; cpuMs: number }> {
  await get(url, token);
  const rounds: { medianMs: number; cpuMs: number }[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const times: number[] = [];
    const cpuBefore = await server.cpuMicros();
    const databaseCpu = await server.databaseCpu?.();
    for (let index = 0; index < options.samples; index += 1) {
      const start = performance.now();
      await get(url, token);
      times.push(performance.now() - start);
    }
    // The database's work counts as the server's here, as it does on SQLite where the database runs inside it.
    const cpu = (await server.cpuMicros()) - cpuBefore + ((await databaseCpu?.()) ?? 0);
    rounds.push({ medianMs: median(times), cpuMs: cpu / options.samples / 1000 });
  }
  return { medianMs: median(rounds.map((round) => round.medianMs)), cpuMs: median(rounds.map((round) => round.cpuMs)) };
}

const nextLink = (response: Response): string | undefined => /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];

/** The URL of the `page`-th keyset page, or undefined when the server does not paginate this list by keyset. */
async function keysetPage(origin: string, path: string, page: number, token: string): Promise<string | undefined> {
  let url = `${origin}${path}?pagination=keyset&per_page=${perPage}&order_by=created_at&sort=desc`;
  const first = await fetch(url, { headers: { 'PRIVATE-TOKEN': token } });
  await first.arrayBuffer();
  let next = first.status === 200 ? nextLink(first) : undefined;
  // A server without keyset pagination ignores the parameter and links to the next offset page.
  if (next === undefined || new URL(next).searchParams.has('page')) return undefined;
  for (let current = 1; current < page; current += 1) {
    url = next!;
    next = nextLink(await get(url, token));
    if (next === undefined && current + 1 < page) throw new Error(`the keyset pages of ${path} end after page ${current + 1}`);
  }
  return url;
}

export async function measureScale(options: BenchOptions, token: string, log: (line: string) => void): Promise<{ results: ListLatency[]; keyset: boolean }> {
  const server = await startService(options, token);
  const api = apiOf(server.url, token);
  const project = await api<{ id: number; default_branch: string }>('POST', '/projects', { name: 'Scale', path: 'scale', initialize_with_readme: true });
  await openMergeRequest(api, project.id, project.default_branch, 0);
  await api('POST', `/projects/${project.id}/issues`, { title: 'Problem 1', description: 'Seen once.', labels: 'bug' });
  const db = openDatabase(databaseLocation(server.databaseUrl, server.dataDir));
  onCleanUp(() => db.destroy());
  const lists: { list: ListName; path: string }[] = [
    { list: 'merge-requests', path: `/api/v4/projects/${project.id}/merge_requests` },
    { list: 'issues', path: `/api/v4/projects/${project.id}/issues` },
    { list: 'projects', path: '/api/v4/projects' },
  ];
  const results: ListLatency[] = [];
  let keyset = false;
  for (const size of options.sizes) {
    log(`scale: growing to ${size} merge requests, ${size} issues and ${size} projects`);
    await growTo(db, project.id, size);
    // PostgreSQL's autovacuum vacuums and gathers statistics within a minute of such a growth; until then its
    // planner takes the grown tables for the small ones it last saw, and no scan reads from an index alone.
    if (!isSqlite(db as Kysely<any>)) await sql`vacuum analyze projects, merge_requests, issues`.execute(db);
    const deepPage = Math.max(2, Math.floor(size / perPage / 2));
    for (const { list, path } of lists) {
      const measure = async (variant: Variant, page: number, url: string) => {
        const figures = await sample(server, url, token, options).catch((error: Error) => {
          throw new Error(`${list} at ${size}, ${variant}: ${error.message} (${String(error.cause ?? '')})\nserver output:\n${server.output()}`);
        });
        results.push({ list, size, variant, page, ...figures });
        log(`scale: ${list} at ${size}, ${variant} (${page}): ${figures.medianMs.toFixed(1)} ms, ${figures.cpuMs.toFixed(1)} ms CPU`);
      };
      await measure('page 1', 1, `${server.url}${path}?per_page=${perPage}`);
      await measure('deep page', deepPage, `${server.url}${path}?per_page=${perPage}&page=${deepPage}`);
      const keysetUrl = await keysetPage(server.url, path, deepPage, token);
      if (keysetUrl !== undefined) {
        keyset = true;
        await measure('keyset deep page', deepPage, keysetUrl);
      }
    }
  }
  await server.stop();
  return { results, keyset };
}
