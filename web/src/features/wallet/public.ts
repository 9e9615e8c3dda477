/**
 * What other features may use of the wallet: paying from it with the pay password (WalletPay: what is paid, the
 * balance, the shortfall made up through the cashier, the pay password; its paid view; the refusals a pay call
 * leaves to it; the name of the wallet that pays), and the amount field in yuan. A page that charges the wallet uses
 * WalletPay rather than its parts, so every payment asks, answers and recharges alike.
 */
export { WalletPaid, WalletPay, type PayLine, type WalletPayProps } from './components/wallet-pay.js';
export { WALLET_PAY_REFUSALS, type OnPayRefused, type PayCall, type PayRefusal } from './model/pay-password.js';
export { payerWalletLabel } from './model/payer.js';
export { AmountInput, type AmountInputProps } from './components/amount-input.js';
/** The session's wallet's amounts (a unit's home shows its balance to the wallet's operators only). */
export { useWalletInfo } from './api/wallet-info.js';
