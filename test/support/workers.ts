// How many test files run at once. Tests spend much of their time waiting on git, PostgreSQL and Prism, so a
// worker more than the machine's cores keeps them busy (measured on 2 cores; `TEST_WORKERS` overrides).
import { availableParallelism } from 'node:os';

export const workerCount = Number(process.env.TEST_WORKERS) || availableParallelism() + 1;
