/**
 * 提现: POST .../wallet/withdraw (the amount moves from available to frozen until an operator pays it out or fails
 * it) and the records, GET .../wallet/withdraw, filtered by status.
 */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { walletRoute } from '../../../../../shared/routes/wallet.js';
import { WITHDRAWAL_PAGE_SIZE, type Withdrawal, type WithdrawalStatus, type WithdrawStarted } from '../../../../../shared/schemas/wallet.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { FRESH, WALLET_REFUSALS } from './wallet-info.js';

const withdrawRoute = walletRoute('wallet.withdraw');
const listRoute = walletRoute('wallet.withdrawals');

/** The refusals the withdraw page answers itself: a wrong or locked pay password, the balance, identity documents. */
export const WITHDRAW_REFUSALS: readonly number[] = [
  400,
  WALLET_ERRORS.PAY_PASSWORD_NOT_SET.code,
  WALLET_ERRORS.PAY_PASSWORD_WRONG.code,
  WALLET_ERRORS.PAY_LOCKED.code,
  WALLET_ERRORS.INSUFFICIENT_BALANCE.code,
  WALLET_ERRORS.IDENTITY_REQUIRED.code,
  WALLET_ERRORS.WITHDRAW_METHOD_NOT_FOUND.code,
  ...WALLET_REFUSALS,
];

export interface WithdrawRequest {
  amount: number;
  methodId: string;
  payPassword: string;
  requestId: string;
}

export const withdraw = (input: WithdrawRequest): Promise<WithdrawStarted> => callRoute(withdrawRoute, { ...input }, { handledCodes: WITHDRAW_REFUSALS });

export interface WithdrawalsQuery {
  current: number;
  status?: WithdrawalStatus;
}

export type WithdrawalsKey = readonly [path: string, query: WithdrawalsQuery];

export const getWithdrawals = ([, query]: WithdrawalsKey): Promise<Page<Withdrawal>> =>
  callRoute(listRoute, { size: WITHDRAWAL_PAGE_SIZE, ...query }, { handledCodes: WALLET_REFUSALS });

export const useWithdrawals = (query: WithdrawalsQuery) =>
  useSWR<Page<Withdrawal>, HttpError, WithdrawalsKey>([listRoute.path, query], getWithdrawals, { ...FRESH, keepPreviousData: true });
