/** The captcha row of the login form (docs/conventions.md: after 3 failures): the code, and the image that a click renews. */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { CaptchaImage } from '../../../../../shared/schemas/account.js';
import type { FieldState } from '../../../hooks/use-form.js';
import { ta } from '../form-texts.js';

const useStyles = makeStyles({
  refresh: {
    display: 'flex',
    padding: 0,
    marginRight: `calc(-1 * ${tokens.spacingHorizontalS})`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  image: { display: 'block', width: '96px', height: '32px' },
});

export interface CaptchaFieldProps {
  captcha: CaptchaImage;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  fieldState: FieldState;
}

export const CaptchaField = ({ captcha, value, onChange, onRefresh, fieldState }: CaptchaFieldProps) => {
  const styles = useStyles();
  return (
    <Field label={ta('field.captcha')} required {...fieldState}>
      <Input
        name="captcha"
        size="large"
        value={value}
        onChange={(_event, data) => onChange(data.value)}
        autoComplete="off"
        maxLength={8}
        placeholder={ta('field.captchaPlaceholder')}
        contentAfter={
          <button type="button" className={styles.refresh} onClick={onRefresh} aria-label={ta('login.captchaRefresh')} title={ta('login.captchaRefresh')}>
            <img className={styles.image} src={captcha.img} alt={ta('login.captchaImage')} />
          </button>
        }
      />
    </Field>
  );
};
