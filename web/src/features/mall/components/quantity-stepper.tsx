/**
 * A quantity between a least and a most (起订量 and 库存): − and + buttons around a field that takes digits, full-width
 * ones too; what is typed beyond the bounds is brought back to them when the field is left.
 */
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { toHalfWidth } from '../../../../../shared/money.js';
import { tm } from '../texts.js';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  input: { width: '72px', minWidth: 0, '& input': { minWidth: 0, textAlign: 'center' } },
  // Square, as tall as the field between them.
  step: { minWidth: '32px', width: '32px', height: '32px', padding: 0 },
});

/** A quantity kept within [min, max]; a non-number is `min`. */
export const clampQuantity = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), min), Math.max(min, max)) : min;

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is counted (the goods' name), for the screen reader's label. */
  label: string;
  disabled?: boolean;
}

export const QuantityStepper = ({ value, min, max, onChange, label, disabled = false }: QuantityStepperProps) => {
  const styles = useStyles();
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const commit = (text: string) => {
    const next = clampQuantity(Number(toHalfWidth(text).trim() || Number.NaN), min, max);
    setTyped(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <span className={styles.root} role="group" aria-label={tm('mall.cart.quantityOf', { name: label })}>
      <Button className={styles.step} disabled={disabled || value <= min} aria-label={tm('mall.cart.decrease')} onClick={() => onChange(clampQuantity(value - 1, min, max))}>
        −
      </Button>
      <Input
        className={styles.input}
        value={typed}
        disabled={disabled}
        inputMode="numeric"
        aria-label={tm('mall.cart.quantityOf', { name: label })}
        onChange={(_event, data) => setTyped(data.value)}
        onBlur={() => commit(typed)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(typed);
        }}
        data-testid="quantity-input"
      />
      <Button className={styles.step} disabled={disabled || value >= max} aria-label={tm('mall.cart.increase')} onClick={() => onChange(clampQuantity(value + 1, min, max))}>
        +
      </Button>
    </span>
  );
};
