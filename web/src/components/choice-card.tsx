/**
 * One of a few choices shown as cards (a payment channel at the cashier, a withdrawal method, the staff member to
 * authorise): the whole card is the label of a radio button, so a click anywhere, the arrow keys and a screen reader
 * all work as with radio buttons. The chosen card is outlined in the brand colour with a tick, unless the caller puts
 * something else at its end (`trailing`, e.g. a badge).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LineIcon } from './line-icon.js';

/** How a chosen option looks wherever options are cards or chips (this card, the amount and bank chips of dialogs). */
export const CHOSEN_OUTLINE = {
  borderTopColor: tokens.colorBrandStroke1,
  borderRightColor: tokens.colorBrandStroke1,
  borderBottomColor: tokens.colorBrandStroke1,
  borderLeftColor: tokens.colorBrandStroke1,
  backgroundColor: tokens.colorBrandBackground2,
} as const;

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':has(input:focus-visible)': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  /** A card without a leading mark: its text takes the room. */
  textFirst: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  chosen: { ...CHOSEN_OUTLINE, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  disabled: { cursor: 'default', backgroundColor: tokens.colorNeutralBackground2, ':hover': { backgroundColor: tokens.colorNeutralBackground2 } },
  radio: { position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  tick: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '22px',
    height: '22px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1.5px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForegroundOnBrand,
    boxSizing: 'border-box',
  },
  tickOn: {
    backgroundColor: tokens.colorBrandBackground,
    borderTopColor: tokens.colorBrandBackground,
    borderRightColor: tokens.colorBrandBackground,
    borderBottomColor: tokens.colorBrandBackground,
    borderLeftColor: tokens.colorBrandBackground,
  },
});

export interface ChoiceCardProps {
  /** The radio group's name: the cards of one choice share it. */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  /** What comes first: a mark, an avatar (none: the text comes first). */
  leading?: ReactNode;
  /** What comes last instead of the tick. */
  trailing?: ReactNode;
  /** The card's text. */
  children: ReactNode;
}

export const ChoiceCard = ({ name, value, checked, disabled = false, onChange, leading, trailing, children }: ChoiceCardProps) => {
  const styles = useStyles();
  return (
    <label className={mergeClasses(styles.card, leading === undefined && styles.textFirst, checked && styles.chosen, disabled && styles.disabled)}>
      <input className={styles.radio} type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} />
      {leading}
      <span className={styles.text}>{children}</span>
      {trailing ?? (
        <span className={mergeClasses(styles.tick, checked && styles.tickOn)} aria-hidden="true">
          {checked && <LineIcon name="check" size={14} weight={2.6} />}
        </span>
      )}
    </label>
  );
};
