import type { Config } from './config.js';
import type { Database } from './database/schema.js';

/** What every handler may use: the configuration and the database. */
export interface Services {
  config: Config;
  db: Database;
}
