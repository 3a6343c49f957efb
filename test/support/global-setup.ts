import type { TestProject } from 'vitest/node';
import { postgresReachable, postgresUrl } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresReachable: boolean;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  if (project.config.env?.TEST_DATABASE !== 'postgres') return;
  const reachable = await postgresReachable();
  if (!reachable) console.warn(`\nPostgreSQL is not reachable at ${postgresUrl}: the postgres test project is skipped.\n`);
  project.provide('postgresReachable', reachable);
}
