// What the ceiling server answers: the reference server's own responses, captured once per route, and the hash of
// the token it accepts.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Endpoint } from './endpoints.js';

export async function captureResponses(origin: string, token: string, endpoints: Endpoint[], directory: string): Promise<string> {
  const file = join(directory, 'responses.sqlite3');
  const db = new SQLite(file);
  db.exec(`
    create table tokens (token_hash text primary key);
    create table responses (route text primary key, status integer not null, content_type text not null, body blob not null);
    create table created (id integer primary key, route text not null, body text not null);
    create table updated (route text primary key, body text not null);
  `);
  db.prepare('insert into tokens (token_hash) values (?)').run(createHash('sha256').update(token).digest('hex'));
  const store = db.prepare('insert into responses (route, status, content_type, body) values (?, ?, ?, ?)');
  const routes = [{ method: 'GET', path: '/api/v4/version', body: undefined }, ...endpoints.map((endpoint) => ({ ...endpoint, body: endpoint.body?.(0) }))];
  for (const { method, path, body } of routes) {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'PRIVATE-TOKEN': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${bytes.toString().slice(0, 500)}`);
    store.run(`${method} ${path}`, response.status, response.headers.get('content-type') ?? 'application/json', bytes);
    if (method === 'PUT') db.prepare('insert into updated (route, body) values (?, ?)').run(`${method} ${path}`, body);
  }
  db.close();
  return file;
}
