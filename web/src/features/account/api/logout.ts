/**
 * POST .../logout, then the end of the session in this browser (spec §4): the token goes and every other tab
 * is told, whatever the server answered (an already expired session still ends here).
 */
import { accountRoute } from '../../../../../shared/routes/account.js';
import { callRoute } from '../../../api/route-call.js';
import { announceSessionEnded } from '../../../lib/session-channel.js';
import { removeToken } from '../../../lib/token.js';

const route = accountRoute('account.logout');

/** Ends the session in this browser only: for sessions the server has already ended (a cancelled account). */
export const endSessionHere = (): void => {
  removeToken();
  announceSessionEnded('logout');
};

export const logout = async (): Promise<void> => {
  try {
    await callRoute(route, {}, { silent: true });
  } catch {
    // The server may already have ended it (another login, a cancelled account): it ends here all the same.
  }
  endSessionHere();
};
