/**
 * What other features may use of the wallet: the pay password boxes, the amount field in yuan, the wallet's
 * available balance, the id of a payment attempt, where the session's wallet lives, and the recharge dialog (which
 * a page short of money opens with the amount it lacks and leads back to).
 */
export { PayPasswordBoxes, type PayPasswordBoxesProps } from './components/pay-password-boxes.js';
export { AmountInput, type AmountInputProps } from './components/amount-input.js';
export { isNotOperator, useReloadWallet, useWalletInfo } from './api/wallet-info.js';
export { useRequestId } from './model/request-id.js';
export { walletHomePath } from './model/wallet-paths.js';
export { RechargeDialog, type RechargeDialogProps } from './components/recharge-dialog.js';
