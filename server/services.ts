import type { Config } from './config.js';
import type { Database } from './database/schema.js';

/** What a server started in test mode (TEST_MODE=true) offers beyond the API. */
export interface TestControls {
  /** Brings the whole state back to what it was right after the start. */
  reset(): Promise<void>;
}

/** What every handler may use: the configuration and the database. */
export interface Services {
  config: Config;
  db: Database;
  /** Present only in test mode: the routes under `/-/test` exist then only. */
  testMode?: TestControls;
}
