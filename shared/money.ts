/**
 * Money on screen and in requests (CONTRACT "Money"; issue 16 item 6): amounts are integer fen everywhere; what a
 * person types in yuan is read as text and turned into fen digit by digit, never through floating point (0.1 + 0.2,
 * 1e21, ０．１ in full-width digits all come out exact or are refused); fen are shown as ¥ with two decimals and
 * thousands separators. Used by the SPA's amount fields and by the wallet's schemas alike.
 */

/** The largest amount one movement may carry: ¥100,000,000.00 (far above any withdrawal or order; a typo guard). */
export const MAX_AMOUNT_FEN = 10_000_000_000;

/**
 * What a person typed with full-width forms (１２３４５６, ＡＢＣ, the full-width space) as their ASCII forms (NFKC): a
 * Chinese keyboard in full-width mode types those. The one normaliser of typed figures: amounts, pay passwords and
 * card numbers pass through it, in the SPA's fields and in the schemas the functions parse with.
 */
export const toHalfWidth = (typed: string): string => typed.normalize('NFKC');

export type YuanRefusal = 'EMPTY' | 'NOT_A_NUMBER' | 'NEGATIVE' | 'TOO_MANY_DECIMALS' | 'ZERO' | 'TOO_LARGE';

/** Why a typed amount is refused, in Chinese, for the field named `label`. */
export const yuanRefusalText = (reason: YuanRefusal, label: string): string =>
  ({
    EMPTY: `请输入${label}`,
    NOT_A_NUMBER: `${label}必须是数字`,
    NEGATIVE: `${label}不能为负数`,
    TOO_MANY_DECIMALS: `${label}最多保留两位小数`,
    ZERO: `${label}必须大于0`,
    TOO_LARGE: `${label}不能超过${formatFen(MAX_AMOUNT_FEN)}`,
  })[reason];

/**
 * Fen from what a person typed in yuan: digits with at most two decimals, full-width digits and the ideographic
 * full stop taken as their ASCII forms, spaces and thousands commas ignored. Refuses anything else: signs (`-0`
 * too), exponents (`1e21`), a third decimal, zero, more than MAX_AMOUNT_FEN.
 */
export const yuanToFen = (typed: string): { fen: number } | { refused: YuanRefusal } => {
  const text = toHalfWidth(typed).replace(/[\s,]/g, '').replace(/。/g, '.');
  if (text === '') return { refused: 'EMPTY' };
  if (/^[-−]/.test(text)) return { refused: 'NEGATIVE' };
  const match = /^\+?(\d+)(?:\.(\d*))?$/.exec(text) ?? /^\+?()\.(\d+)$/.exec(text);
  if (!match) return { refused: 'NOT_A_NUMBER' };
  const [, whole = '', decimals = ''] = match;
  if (decimals.length > 2) return { refused: 'TOO_MANY_DECIMALS' };
  // Digits only from here: the integer part is bounded by its length before it becomes a number.
  const yuan = whole.replace(/^0+(?=\d)/, '') || '0';
  if (yuan.length > String(MAX_AMOUNT_FEN / 100).length) return { refused: 'TOO_LARGE' };
  const fen = Number(yuan) * 100 + Number(decimals.padEnd(2, '0'));
  if (fen === 0) return { refused: 'ZERO' };
  if (fen > MAX_AMOUNT_FEN) return { refused: 'TOO_LARGE' };
  return { fen };
};

/** ¥ with two decimals and thousands separators: 123456789 → ¥1,234,567.89, −50 → -¥0.50. */
export const formatFen = (fen: number): string => {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
};
