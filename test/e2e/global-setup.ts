import type { FullConfig } from '@playwright/test';
import { startHost } from './host';

/** One shared host for the suite; its URL reaches the tests through the environment. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const host = await startHost({ token: 'e2e-shared-token' });
  process.env.PATROL_HQ_E2E_URL = host.url;
  process.env.PATROL_HQ_E2E_DB = host.dbPath;
  return () => host.stop();
}
