/**
 * Starts the app as `npm start` does (building what is missing) on a free port with a throwaway
 * DATA_DIR, waits for /api/health, and hands its URL to the browser tests.
 */
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared server's DATA_DIR (its outbox holds the e-mails it sent). */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
