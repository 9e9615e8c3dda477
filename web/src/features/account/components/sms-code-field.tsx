/** The SMS code field of every account form: six digits, with 获取验证码 at its end. */
import { Field, Input } from '@fluentui/react-components';
import type { SmsScene } from '../../../../../shared/schemas/account.js';
import type { FieldState } from '../../../hooks/use-form.js';
import { SmsCodeButton } from './sms-code-button.js';
import { ta } from '../form-texts.js';

export interface SmsCodeFieldProps {
  scene: SmsScene;
  phone?: string;
  value: string;
  onChange: (value: string) => void;
  fieldState: FieldState;
  onPhoneIssue?: (message: string | undefined) => void;
  label?: string;
  /** Login pages use large fields; the settings page the default. */
  size?: 'medium' | 'large';
}

export const SmsCodeField = ({ scene, phone, value, onChange, fieldState, onPhoneIssue, label = ta('field.smsCode'), size = 'medium' }: SmsCodeFieldProps) => (
  <Field label={label} required {...fieldState}>
    <Input
      name="code"
      size={size}
      value={value}
      onChange={(_event, data) => onChange(data.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={ta('field.smsCodePlaceholder')}
      contentAfter={<SmsCodeButton scene={scene} {...(phone === undefined ? {} : { phone })} {...(onPhoneIssue ? { onPhoneIssue } : {})} />}
    />
  </Field>
);
