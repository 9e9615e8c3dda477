/**
 * The fields every registration shares (docs/conventions.md "Identity and sessions"): phone, SMS code (scene register), password
 * typed twice and nickname.
 */
import { Field, Input } from '@fluentui/react-components';
import type { FormValues, FieldState } from '../../../hooks/use-form.js';
import { SmsCodeField } from './sms-code-field.js';
import { phoneInputProps } from './input-props.js';
import { ta } from '../form-texts.js';

export type PersonValues = FormValues & { phone: string; code: string; password: string; confirmPassword: string; nickname: string };

export interface PersonFieldsProps {
  values: PersonValues;
  set: (name: keyof PersonValues & string, value: string) => void;
  field: (name: keyof PersonValues & string) => FieldState;
  setError: (name: string, message: string | undefined) => void;
}

export const PersonFields = ({ values, set, field, setError }: PersonFieldsProps) => (
  <>
    <Field label={ta('field.phone')} required {...field('phone')}>
      <Input
        name="phone"
        size="large"
        {...phoneInputProps()}
        value={values.phone}
        onChange={(_event, data) => set('phone', data.value)}
      />
    </Field>
    <SmsCodeField
      size="large"
      scene="register"
      phone={values.phone}
      value={values.code}
      onChange={(value) => set('code', value)}
      fieldState={field('code')}
      onPhoneIssue={(message) => setError('phone', message)}
    />
    <Field label={ta('field.password')} required hint={ta('field.passwordHint')} {...field('password')}>
      <Input name="password" size="large" type="password" autoComplete="new-password" maxLength={20} value={values.password} onChange={(_event, data) => set('password', data.value)} />
    </Field>
    <Field label={ta('field.confirmPassword')} required {...field('confirmPassword')}>
      <Input
        name="confirmPassword"
        size="large"
        type="password"
        autoComplete="new-password"
        maxLength={20}
        value={values.confirmPassword}
        onChange={(_event, data) => set('confirmPassword', data.value)}
      />
    </Field>
    <Field label={ta('field.nickname')} required {...field('nickname')}>
      <Input name="nickname" size="large" autoComplete="nickname" maxLength={20} value={values.nickname} onChange={(_event, data) => set('nickname', data.value)} />
    </Field>
  </>
);
