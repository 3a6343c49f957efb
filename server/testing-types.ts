// What startTestServer (testing.ts) takes and gives, apart from the server so that its package's declarations are
// these alone.
export interface TestServerOptions {
  /**
   * A fixture: the path of a YAML or JSON fixture file, or the fixture as an object (the format of
   * fixtures/fixture.schema.json). Its content is the state every `reset()` brings back.
   */
  fixture?: string | object;
  /** A PostgreSQL URL whose database (or current schema) the server may fill; default: SQLite in the data directory. */
  database?: string;
  /** Freezes the server's clock at this time from the start (an ISO 8601 text or a Date). */
  frozenAt?: string | Date;
}

export interface TestServer {
  /** The server's root URL, as given to clients of the real service (`http://127.0.0.1:<port>`). */
  url: string;
  /** The API's base URL: `url` followed by `/api/v4`. */
  apiUrl: string;
  /** A personal access token of the administrator `root`, with the `api` and `sudo` scopes. */
  adminToken: string;
  /** Brings the whole state (database, repositories, uploads, jobs) back to what it was right after the start. */
  reset(): Promise<void>;
  /** Stops the server (a child process) and removes its data directory. */
  stop(): Promise<void>;
}
