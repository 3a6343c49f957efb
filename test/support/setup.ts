// Runs in every test file: the test databases dropped in the background are gone before the file ends.
import { afterAll } from 'vitest';
import { settleDrops } from './database.js';

afterAll(settleDrops);
