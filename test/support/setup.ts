// Runs in every test file: the file's PostgreSQL database (if it made one) goes when the file is done.
import { afterAll } from 'vitest';
import { dropFileDatabase } from './database.js';

afterAll(dropFileDatabase);
