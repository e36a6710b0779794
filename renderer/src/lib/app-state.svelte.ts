import { createApiClient, missingToken } from '../api/client';
import type { ConnectionStatus } from '../api/transport';
import { guestTokenOf } from '../share/guest-link';

/**
 * A friend's page: opened from a shared game's link (?guest=<token>). It shows that one game only
 * (no home, saves, campaigns or table editor).
 */
export const guest: boolean = guestTokenOf(window.location.search) !== null;

/** Connection status for the banner; the one API client every screen uses. */
export const connection = $state<{ status: ConnectionStatus; missingToken: boolean; refusedWhy: string | null }>({
  status: 'connecting',
  missingToken: missingToken(window),
  /** A guest's page: why the host no longer serves it (the sharing stopped, the link opened elsewhere). */
  refusedWhy: null,
});

export const api = createApiClient(
  (s) => {
    connection.status = s;
  },
  (why) => {
    connection.refusedWhy = why;
  },
);
