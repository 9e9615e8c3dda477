/** A form's own message (a refusal that names none of its fields), announced to screen readers when it appears. */
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

export const FormError = ({ message }: { message: string | undefined }) => {
  const styles = useStyles();
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
};
