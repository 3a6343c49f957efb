// What `npm start` prints when the server cannot start for a reason of the environment: one line that says what is
// wrong and what to change. A stack trace would only bury that line; errors not recognised here are bugs and keep it.

export interface StartupSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
}

/** The reason a start failed when the environment is to blame, else undefined. */
export function describeStartupError(error: unknown, settings: StartupSettings): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  const syscall = (error as { syscall?: unknown }).syscall;
  if (syscall === 'listen') return listenProblem(code, settings);
  if (settings.databaseUrl) return postgresProblem(error, code, settings.databaseUrl);
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'SQLITE_CANTOPEN' || code === 'SQLITE_READONLY') {
    return `The data directory ${settings.dataDir} cannot be created or written (${code}): give this user write access to it, or set DATA_DIR to a directory it may write to.`;
  }
  return undefined;
}

function listenProblem(code: unknown, { port, host }: StartupSettings): string | undefined {
  if (code === 'EADDRINUSE') return `Port ${port} on ${host} is already in use: stop the program that uses it, or set PORT to a free port (PORT=${port + 1} npm start).`;
  if (code === 'EACCES') return `Port ${port} on ${host} needs privileges this user does not have: set PORT to a port above 1023 (PORT=3000 npm start).`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `Cannot listen on ${host}: no network interface of this machine has that address; set HOST to one (localhost, 0.0.0.0).`;
  return undefined;
}

/** PostgreSQL's SQLSTATE codes and the network errors a connection attempt ends with. */
function postgresProblem(error: Error, code: unknown, databaseUrl: string): string | undefined {
  const where = describeUrl(databaseUrl);
  if (code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ECONNRESET') {
    return `PostgreSQL at ${where} is unreachable (${code}): start it, or correct the host and port in DATABASE_URL.`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `PostgreSQL at ${where} is unreachable: the host name does not resolve; correct it in DATABASE_URL.`;
  if (code === '28P01' || code === '28000') return `PostgreSQL at ${where} refused the credentials (${error.message}): correct the user and password in DATABASE_URL.`;
  if (code === '3D000') return `PostgreSQL at ${where} has no such database (${error.message}): create it (createdb), or name an existing one in DATABASE_URL.`;
  if (code === '42501') return `PostgreSQL at ${where} does not let this user create tables (${error.message}): grant it, or use another user in DATABASE_URL.`;
  return undefined;
}

/** The URL without its password, for messages. */
function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname || 'localhost'}:${url.port || 5432}${url.pathname}`;
}

/** Why DATABASE_URL cannot name a PostgreSQL database, checked before anything is opened; undefined when it can. */
export function databaseUrlProblem(databaseUrl: string): string | undefined {
  const example = 'postgres://user:password@localhost:5432/database';
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return `DATABASE_URL is not a URL: set it to ${example}, or unset it to use SQLite in DATA_DIR.`;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return `DATABASE_URL must be a PostgreSQL URL (postgres:// or postgresql://), not ${url.protocol}//: set it to ${example}, or unset it to use SQLite in DATA_DIR.`;
  }
  return undefined;
}
