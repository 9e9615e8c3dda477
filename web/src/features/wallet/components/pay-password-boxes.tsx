/**
 * The 6-digit pay password as Chinese payment screens ask for it: six joined boxes, a dot for each digit typed.
 * One real password input lies over the boxes (transparent), so typing, pasting, the phone's number pad,
 * screen readers and tests all meet an ordinary input; the boxes only show how far it got.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState, type Ref } from 'react';
import { payPasswordTyped } from '../../../../../shared/schemas/wallet-pay-password.js';

const LENGTH = 6;


const useStyles = makeStyles({
  wrap: { position: 'relative', width: '100%', maxWidth: '312px', marginInline: 'auto' },
  input: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    padding: 0,
    border: 'none',
    opacity: 0,
    cursor: 'text',
    caretColor: 'transparent',
    fontSize: '16px',
  },
  boxes: {
    display: 'grid',
    gridTemplateColumns: `repeat(${LENGTH}, minmax(0, 1fr))`,
    height: '52px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  focused: { borderTopColor: tokens.colorBrandStroke1, borderRightColor: tokens.colorBrandStroke1, borderBottomColor: tokens.colorBrandStroke1, borderLeftColor: tokens.colorBrandStroke1, boxShadow: `0 0 0 1px ${tokens.colorBrandStroke1}` },
  invalid: { borderTopColor: tokens.colorPaletteRedBorder2, borderRightColor: tokens.colorPaletteRedBorder2, borderBottomColor: tokens.colorPaletteRedBorder2, borderLeftColor: tokens.colorPaletteRedBorder2 },
  disabled: { backgroundColor: tokens.colorNeutralBackgroundDisabled },
  box: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    ':first-child': { borderLeftStyle: 'none' },
  },
  dot: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralForeground1 },
  caret: { width: '2px', height: '22px', backgroundColor: tokens.colorBrandForeground1 },
});

export interface PayPasswordBoxesProps {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  describedBy?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export const PayPasswordBoxes = ({ value, onChange, id, label, invalid = false, disabled = false, autoFocus = false, describedBy, ref }: PayPasswordBoxesProps) => {
  const styles = useStyles();
  const [focused, setFocused] = useState(false);
  return (
    <div className={styles.wrap}>
      <div className={mergeClasses(styles.boxes, focused && styles.focused, invalid && styles.invalid, disabled && styles.disabled)} aria-hidden="true">
        {Array.from({ length: LENGTH }, (_, index) => (
          <span key={index} className={styles.box}>
            {index < value.length ? <span className={styles.dot} /> : focused && index === value.length ? <span className={styles.caret} /> : null}
          </span>
        ))}
      </div>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={LENGTH}
        autoComplete="off"
        autoFocus={autoFocus}
        disabled={disabled}
        value={value}
        {...(label ? { 'aria-label': label } : {})}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        {...(invalid ? { 'aria-invalid': true } : {})}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(event) => onChange(payPasswordTyped(event.target.value))}
        data-testid="pay-password"
      />
    </div>
  );
};
