/**
 * An amount typed in yuan: the ¥ before it, a numeric keyboard on phones, large figures. The text stays text
 * until it is read with `readYuan` (shared/money.ts: exact fen, never floating point; refusals in Chinese).
 */
import { Input, makeStyles, mergeClasses, tokens, type InputProps } from '@fluentui/react-components';
import { yuanRefusalText, yuanToFen } from '../../../../../shared/money.js';

const useStyles = makeStyles({
  // The field's width whatever the figures' size (an input is as wide as 20 characters of its font by itself).
  root: { width: '100%', minWidth: 0, '& input': { minWidth: 0, width: '100%' } },
  large: {
    height: '56px',
    '& input': { fontSize: '28px', fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  },
  yen: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  yenLarge: { fontSize: '24px' },
});

export type AmountInputProps = Omit<InputProps, 'onChange' | 'value' | 'size'> & {
  value: string;
  onChange: (value: string) => void;
  large?: boolean;
};

export const AmountInput = ({ value, onChange, large = false, className, ...rest }: AmountInputProps) => {
  const styles = useStyles();
  return (
    <Input
      {...rest}
      className={mergeClasses(styles.root, large && styles.large, className)}
      value={value}
      onChange={(_event, data) => onChange(data.value)}
      inputMode="decimal"
      autoComplete="off"
      contentBefore={<span className={mergeClasses(styles.yen, large && styles.yenLarge)}>¥</span>}
    />
  );
};

/** Fen from the typed yuan, or the Chinese reason it is refused (naming the field `label`). */
export const readYuan = (typed: string, label: string): { fen: number } | { error: string } => {
  const read = yuanToFen(typed);
  return 'fen' in read ? { fen: read.fen } : { error: yuanRefusalText(read.refused, label) };
};

/** Yuan to put into the field for `fen` (全部提现, a quick amount): plain digits, two decimals when there are fen. */
export const fenToTyped = (fen: number): string => (fen % 100 === 0 ? String(fen / 100) : `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`);
