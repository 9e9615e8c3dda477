/** 提现方式: GET, POST and DELETE .../wallet/withdraw-method (account numbers only ever answered masked). */
import useSWR from 'swr';
import type { z } from 'zod';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { walletRoute } from '../../../../../shared/routes/wallet.js';
import type { addWithdrawMethodInput, WithdrawMethod } from '../../../../../shared/schemas/wallet.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { FRESH, WALLET_REFUSALS } from './wallet-info.js';

const listRoute = walletRoute('wallet.methods');
const addRoute = walletRoute('wallet.addMethod');
const deleteRoute = walletRoute('wallet.deleteMethod');

export const getMethods = (): Promise<WithdrawMethod[]> => callRoute(listRoute, {}, { handledCodes: WALLET_REFUSALS });

export const useMethods = () => useSWR<WithdrawMethod[], HttpError, string>(listRoute.path, getMethods, FRESH);

/** The refusals the add dialog shows under its form. */
export const ADD_METHOD_REFUSALS: readonly number[] = [400, WALLET_ERRORS.WITHDRAW_METHODS_FULL.code, WALLET_ERRORS.WITHDRAW_METHOD_EXISTS.code];

export const addMethod = (input: z.input<typeof addWithdrawMethodInput>): Promise<{ id: string }> =>
  callRoute(addRoute, input, { handledCodes: ADD_METHOD_REFUSALS });

export const deleteMethod = (id: string): Promise<null> => callRoute(deleteRoute, { id });
