/**
 * The wallet's drawings (inline SVG: no pictures, no icon font): its line icons, and the marks of a bank card,
 * Alipay and WeChat Pay in their own colours (plain shapes, not the brands' artwork).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { WithdrawMethodType } from '../../../../../shared/schemas/wallet.js';
import { walletTokens } from '../../../config/wallet-colours.js';

const LINES = {
  card: 'M3 6.5h18v11H3v-11Zm0 3.5h18M6.5 14.5h4',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6m-6 4h6m-6 4h3',
  shield: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  lock: 'M6 11h12v9H6v-9Zm2.5 0V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2',
  check: 'M5 12.5 10 17.5 19 7.5',
  cross: 'M7 7l10 10M17 7 7 17',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5V12l3 2',
  chevron: 'M9 5l7 7-7 7',
  back: 'M15 5l-7 7 7 7',
  plusCircle: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v8m-4-4h8',
  arrowUp: 'M12 19V5m-6 6 6-6 6 6',
  arrowDown: 'M12 5v14m-6-6 6 6 6-6',
  swap: 'M6 8h12l-3-3M18 16H6l3 3',
  upload: 'M12 16V5m-5 5 5-5 5 5M5 19h14',
  bank: 'M3 9.5 12 4l9 5.5H3Zm2 0v8m4.7-8v8m4.6-8v8M19 9.5v8M3 19.5h18',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v5m0-8.5h.01',
} as const;

export type WalletIconName = keyof typeof LINES;

export const WalletIcon = ({ name, size = 20, weight = 1.7, className }: { name: WalletIconName; size?: number; weight?: number; className?: string }) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={weight}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    style={{ flexShrink: 0 }}
  >
    <path d={LINES[name]} />
  </svg>
);

/** The white of the marks, as a style (a CSS variable is no SVG attribute). */
const WHITE_FILL = { fill: tokens.colorNeutralForegroundOnBrand };
const WHITE_STROKE = { stroke: tokens.colorNeutralForegroundOnBrand };

const useStyles = makeStyles({
  mark: { display: 'block', flexShrink: 0, borderRadius: tokens.borderRadiusMedium },
});

/** Alipay's mark: its blue with a white 支 drawn in strokes. */
export const AlipayMark = ({ size = 32, className }: { size?: number; className?: string }) => {
  const styles = useStyles();
  return (
    <svg className={mergeClasses(styles.mark, className)} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" style={{ fill: walletTokens.hezuoPayAlipay }} />
      <path d="M8 10h16M16 6.5v7.5M9.5 15h13c-2.2 5.5-6.8 9.2-13 11M12.5 17.5c2.6 3.4 6 6 10.5 8" fill="none" style={WHITE_STROKE} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
};

/** WeChat Pay's mark: its green with two white speech bubbles. */
export const WechatMark = ({ size = 32, className }: { size?: number; className?: string }) => {
  const styles = useStyles();
  return (
    <svg className={mergeClasses(styles.mark, className)} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" style={{ fill: walletTokens.hezuoPayWechat }} />
      <ellipse cx="13" cy="13" rx="7.5" ry="6.2" style={WHITE_FILL} />
      <path d="m8.6 18.2-.9 3.1 3.4-1.8" style={WHITE_FILL} />
      <ellipse cx="20" cy="18.6" rx="6.3" ry="5.2" style={{ ...WHITE_FILL, stroke: walletTokens.hezuoPayWechat }} strokeWidth="1.4" />
      <path d="m23.9 22.6.8 2.6-3-1.5" style={WHITE_FILL} />
      <circle cx="10.4" cy="11.6" r="1" style={{ fill: walletTokens.hezuoPayWechat }} />
      <circle cx="15.6" cy="11.6" r="1" style={{ fill: walletTokens.hezuoPayWechat }} />
      <circle cx="18" cy="17.6" r=".85" style={{ fill: walletTokens.hezuoPayWechat }} />
      <circle cx="22.2" cy="17.6" r=".85" style={{ fill: walletTokens.hezuoPayWechat }} />
    </svg>
  );
};

/** A bank's mark: a bank building on the card colour. */
export const BankMark = ({ size = 32, className }: { size?: number; className?: string }) => {
  const styles = useStyles();
  return (
    <svg className={mergeClasses(styles.mark, className)} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" style={{ fill: walletTokens.hezuoBankMark }} />
      <path d="M7 13 16 8l9 5H7Zm2.5 0v8m4.3-8v8m4.4-8v8m4.3-8v8M7 23.5h18" fill="none" style={WHITE_STROKE} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
};

/** The mark of a withdrawal method's type. */
export const MethodMark = ({ type, size = 32 }: { type: WithdrawMethodType; size?: number }) =>
  type === 'ALIPAY' ? <AlipayMark size={size} /> : <BankMark size={size} />;
