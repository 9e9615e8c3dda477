/** The looks the wallet's pages share: money in and out, list rows, a page head with its way back, small facts. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { walletTokens } from '../../../config/wallet-colours.js';
import { PANEL_HEAD } from '../../../components/page-styles.js';

export const useMoneyStyles = makeStyles({
  in: { color: walletTokens.hezuoMoneyIncome },
  out: { color: walletTokens.hezuoMoneyOutgo },
  hold: { color: walletTokens.hezuoMoneyHeld },
  release: { color: walletTokens.hezuoMoneyHeld },
  none: { color: tokens.colorNeutralForeground2 },
  figure: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
});

export const useWalletPageStyles = makeStyles({
  head: PANEL_HEAD,
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  subtitle: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    marginBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase200,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  waiting: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});
