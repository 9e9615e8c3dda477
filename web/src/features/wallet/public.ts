/**
 * What other features may use of the wallet: the pay password boxes, the amount field in yuan, the wallet's
 * available balance, the id of a payment attempt, and where the session's wallet lives (to recharge).
 */
export { PayPasswordBoxes, type PayPasswordBoxesProps } from './components/pay-password-boxes.js';
export { AmountInput, type AmountInputProps } from './components/amount-input.js';
export { isNotOperator, useReloadWallet, useWalletInfo } from './api/wallet-info.js';
export { useRequestId } from './model/request-id.js';
export { walletHomePath } from './model/wallet-paths.js';
