// What test mode adds to a server: the reset of its state, the request journal, the faults and the clock; a reset
// empties the journal, removes the faults and brings back the clock of the start.
import { clock } from '../database/clock.js';
import type { TestControls } from '../services.js';
import { FaultList } from './faults.js';
import { RequestJournal } from './journal.js';

export function testControls(resetState: () => Promise<void>): TestControls {
  const journal = new RequestJournal();
  const faults = new FaultList();
  const clockAtStart = clock.save();
  return {
    journal,
    faults,
    clock,
    async reset() {
      faults.restart();
      await resetState();
      clock.restore(clockAtStart);
      journal.clear();
    },
  };
}
