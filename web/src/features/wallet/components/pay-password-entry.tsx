/**
 * The pay password step's own lines, inside whatever holds them (a paying page's column, the withdrawal's dialog):
 * the six boxes, the message of the last refusal, and 忘记支付密码？ leading to the setting page.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { TextLink } from '../../../components/text-link.js';
import { payPasswordSettingPath } from '../../../config/paths.js';
import type { PayPasswordState } from '../model/pay-password.js';
import { tw } from '../texts.js';
import { PayPasswordBoxes } from './pay-password-boxes.js';

const useStyles = makeStyles({
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, textAlign: 'center' },
  forgot: { fontSize: tokens.fontSizeBase200 },
});

export interface PayPasswordEntryProps {
  /** The step's state (usePayPassword). */
  entry: PayPasswordState;
  /** Names the message's id (`<name>-password-error`), and the boxes' (`<name>-password`) when a label points at them. */
  name: string;
  /** Whether a visible label names the boxes by their id. */
  labelled?: boolean;
  autoFocus?: boolean;
}

export const PayPasswordEntry = ({ entry, name, labelled = false, autoFocus = false }: PayPasswordEntryProps) => {
  const styles = useStyles();
  const errorId = `${name}-password-error`;
  return (
    <>
      <PayPasswordBoxes
        {...(labelled ? { id: `${name}-password` } : {})}
        label={tw('payPassword.label')}
        value={entry.password}
        invalid={Boolean(entry.error)}
        disabled={entry.locked}
        autoFocus={autoFocus}
        describedBy={entry.error ? errorId : undefined}
        onChange={entry.type}
      />
      {entry.error && (
        <p id={errorId} className={styles.error} role="alert">
          {entry.error}
        </p>
      )}
      <TextLink to={payPasswordSettingPath} className={styles.forgot}>
        {tw('payPassword.forgot')}
      </TextLink>
    </>
  );
};
