// The ceiling: the least a server can do for these routes. Raw node:http, the token checked and the answer read with
// cached better-sqlite3 statements, the same bytes as the reference server (captured from it, see responses.ts);
// a write stores its body with one insert or update. Usage: ceiling-server.ts <responses.sqlite3> <port>
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import SQLite from 'better-sqlite3';

const [file, port] = process.argv.slice(2);
const db = new SQLite(file!);
db.pragma('journal_mode = WAL');

const tokenKnown = db.prepare<[string], { found: number }>('select 1 as found from tokens where token_hash = ?');
const response = db.prepare<[string], { status: number; content_type: string; body: Buffer }>(
  'select status, content_type, body from responses where route = ?',
);
const create = db.prepare<[string, string]>('insert into created (route, body) values (?, ?)');
const update = db.prepare<[string, string]>('update updated set body = ? where route = ?');

const unauthorized = Buffer.from('{"message":"401 Unauthorized"}');
const notFound = Buffer.from('{"message":"404 Not Found"}');

function answer(route: string, reply: (status: number, contentType: string, body: Buffer) => void): void {
  const row = response.get(route);
  if (row) reply(row.status, row.content_type, row.body);
  else reply(404, 'application/json', notFound);
}

createServer((request, res) => {
  const reply = (status: number, contentType: string, body: Buffer) => {
    res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': body.length });
    res.end(body);
  };
  const token = request.headers['private-token'];
  if (typeof token !== 'string' || !tokenKnown.get(createHash('sha256').update(token).digest('hex'))) {
    reply(401, 'application/json', unauthorized);
    return;
  }
  const route = `${request.method} ${request.url}`;
  if (request.method === 'GET') {
    answer(route, reply);
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    if (request.method === 'POST') create.run(route, body);
    else update.run(body, route);
    answer(route, reply);
  });
}).listen(Number(port), '127.0.0.1');
