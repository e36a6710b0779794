import { createApiClient } from '../api/client';
import type { ConnectionStatus } from '../api/transport';

/** Connection status for the banner; the one API client every screen uses. */
export const connection = $state<{ status: ConnectionStatus }>({ status: 'connecting' });

export const api = createApiClient((s) => {
  connection.status = s;
});
