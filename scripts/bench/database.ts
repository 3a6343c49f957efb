// A fresh PostgreSQL database for each server the bench starts, dropped when the bench ends.
import pg from 'pg';
import { cpuMicrosOf, onCleanUp } from './processes.js';

let created = 0;

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL backend processes of the sessions connected to the database of `databaseUrl`. */
async function sessionPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

const sessionsCpu = async (databaseUrl: string): Promise<Map<number, number>> =>
  new Map((await sessionPids(databaseUrl)).map((pid) => [pid, cpuMicrosOf([pid])]));

/**
 * Starts measuring the CPU time of the database's sessions (PostgreSQL runs on this machine): the function returned
 * gives the microseconds they used since. A session opened meanwhile counts whole; one closed meanwhile is lost,
 * which under load (a full, steady pool) is next to nothing.
 */
export async function databaseCpuMeter(databaseUrl: string): Promise<() => Promise<number>> {
  const before = await sessionsCpu(databaseUrl);
  return async () => {
    let micros = 0;
    for (const [pid, now] of await sessionsCpu(databaseUrl)) micros += now - (before.get(pid) ?? 0);
    return micros;
  };
}

/** Creates `bench_<pid>_<n>` on the server of `serverUrl` and returns its URL. */
export async function freshDatabase(serverUrl: string): Promise<string> {
  created += 1;
  const name = `bench_${process.pid}_${created}`;
  await onServer(serverUrl, `create database ${name}`);
  onCleanUp(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Gathers the planner's statistics of the database's tables, as autovacuum does on a PostgreSQL of default settings
 * within a minute of the seed's writes. Without them (autovacuum off, as on some machines) the planner prices every
 * table by its size on disk alone: one merge request was read with hash joins over whole tables, at 1.5x the
 * database's CPU.
 */
export const analyzeTables = (databaseUrl: string): Promise<void> => onServer(databaseUrl, 'analyze');

