/**
 * The wallet's colours, as values for `makeStyles` (config/theme.ts keeps the shell's as theme tokens): loaded with
 * the wallet's pages only, so the first page of the site does not carry them.
 */
/**
 * The wallet's colours: money in and out as Chinese finance apps show them (income red, outgo green; held amounts
 * amber), the balance card, and the two payment brands of the sandbox cashier (their own blue and green, drawn
 * as plain shapes, no pictures). Text colours read at 4.5:1 or more on white.
 */
export const walletTokens = {
  hezuoMoneyIncome: '#c8161d',
  hezuoMoneyOutgo: '#1e7b34',
  hezuoMoneyHeld: '#a35200',
  hezuoWalletCard: 'linear-gradient(135deg, #0d445e 0%, #156f99 55%, #1b7fae 100%)',
  hezuoWalletCardCompany: 'linear-gradient(135deg, #06263a 0%, #0f5270 55%, #156f99 100%)',
  hezuoWalletCardRing: 'rgba(255, 255, 255, 0.06)',
  hezuoWalletCardHover: 'rgba(255, 255, 255, 0.14)',
  hezuoWalletCardPressed: 'rgba(255, 255, 255, 0.22)',
  hezuoBankCard: 'linear-gradient(135deg, #7a1f2b 0%, #b0303f 100%)',
  hezuoBankMark: '#b0303f',
  hezuoAlipayCard: 'linear-gradient(135deg, #083a8f 0%, #1261d6 100%)',
  hezuoPayAlipay: '#1677ff',
  hezuoPayWechat: '#07c160',
} as const;
