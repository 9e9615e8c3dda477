/**
 * The identity documents large withdrawals need (spec §9: above ¥10,000 in one, or ¥50,000 in 30 days): GET
 * .../wallet/identity says which (a person's or team's ID card, a company's licence) and whether they are in;
 * POST saves the owner's own uploads (kind `identity`, private) by their file URLs.
 */
import useSWR from 'swr';
import type { z } from 'zod';
import { walletRoute } from '../../../../../shared/routes/wallet.js';
import type { IdentityDocuments, saveIdentityInput } from '../../../../../shared/schemas/wallet.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { WALLET_REFUSALS } from './wallet-info.js';

const readRoute = walletRoute('wallet.identity');
const saveRoute = walletRoute('wallet.saveIdentity');

export const getIdentity = (): Promise<IdentityDocuments> => callRoute(readRoute, {}, { handledCodes: WALLET_REFUSALS });

export const useIdentity = () => useSWR<IdentityDocuments, HttpError, string>(readRoute.path, getIdentity);

export const saveIdentity = (input: z.input<typeof saveIdentityInput>): Promise<null> =>
  // A picture that is not the person's own upload is refused 403 with the field named.
  callRoute(saveRoute, input, { handledCodes: [400, 403] });
