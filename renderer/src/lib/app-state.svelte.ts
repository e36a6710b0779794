import { createApiClient, missingToken } from '../api/client';
import type { ConnectionStatus } from '../api/transport';

/** Connection status for the banner; the one API client every screen uses. */
export const connection = $state<{ status: ConnectionStatus; missingToken: boolean }>({
  status: 'connecting',
  missingToken: missingToken(window),
});

export const api = createApiClient((s) => {
  connection.status = s;
});
