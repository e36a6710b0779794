import type { FullConfig } from '@playwright/test';
import { startHost } from './host';

/**
 * One shared host for the suite; its URL reaches the tests through the environment. New games get
 * the seeds 1, 2, 3... in the order the tests make them (one worker), so a run can be replayed.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const host = await startHost({ token: 'e2e-shared-token', seeds: 1 });
  process.env.PATROL_HQ_E2E_URL = host.url;
  process.env.PATROL_HQ_E2E_DB = host.dbPath;
  return () => host.stop();
}
