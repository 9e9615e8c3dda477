/**
 * GET .../wallet/info: the balance, available and frozen fen of the wallet the session acts on, and whether a pay
 * password is set. A company's staff who are neither its administrator nor its 授权人 get 403 NOT_WALLET_OPERATOR,
 * which the wallet's pages show in their own place rather than as a modal.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { walletRoute } from '../../../../../shared/routes/wallet.js';
import type { WalletInfo } from '../../../../../shared/schemas/wallet.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const route = walletRoute('wallet.info');

/** The wallet's own refusal, shown by its pages (not by the HTTP helper's modal). */
export const WALLET_REFUSALS: readonly number[] = [WALLET_ERRORS.NOT_WALLET_OPERATOR.code];

export const isNotOperator = (error: HttpError | undefined): boolean => error?.kind === 'business' && error.code === WALLET_ERRORS.NOT_WALLET_OPERATOR.code;

export const getWalletInfo = (): Promise<WalletInfo> => callRoute(route, {}, { handledCodes: WALLET_REFUSALS });

/**
 * How the wallet's reads are kept: money must be current wherever it is shown, so each screen asks again when it
 * opens (no reuse of an answer a few seconds old, which would show the balance from before a payment).
 */
export const FRESH = { dedupingInterval: 0, revalidateOnMount: true } as const;

export const useWalletInfo = () => useSWR<WalletInfo, HttpError, string>(route.path, getWalletInfo, FRESH);

/** Whether an SWR key is one of the wallet's reads (its amounts, flow, withdrawals, methods): reloaded after money moved. */
export const isWalletKey = (key: unknown): boolean => {
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && path.includes('/wallet/');
};

/** Reloads every wallet read in view (after a recharge, a withdrawal, a method added or removed). */
export const useReloadWallet = () => {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isWalletKey), [mutate]);
};
