import type { Clock } from './database/clock.js';
import type { Config } from './config.js';
import type { Database } from './database/schema.js';
import type { FaultList } from './testing/faults.js';
import type { RequestJournal } from './testing/journal.js';

/** What a server started in test mode (TEST_MODE=true) offers beyond the API. */
export interface TestControls {
  /** Brings the whole state back to what it was right after the start, with an empty journal and no faults. */
  reset(): Promise<void>;
  journal: RequestJournal;
  faults: FaultList;
  clock: Clock;
}

/** What every handler may use: the configuration and the database. */
export interface Services {
  config: Config;
  db: Database;
  /** Present only in test mode: the routes under `/-/test` exist then only. */
  testMode?: TestControls;
}
