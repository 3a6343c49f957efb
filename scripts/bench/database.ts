// A fresh PostgreSQL database for each server the bench starts, dropped when the bench ends.
import pg from 'pg';
import { onCleanUp } from './processes.js';

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
