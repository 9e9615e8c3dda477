/** The company or team name field: on leaving it, check-name says under it whether the name is still free. */
import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { ERRORS } from '../../../../../shared/errors.js';
import type { FieldState } from '../../../hooks/use-form.js';
import { checkOrgName } from '../api/check-org-name.js';
import { tr } from '../register-texts.js';

export interface OrgNameFieldProps {
  type: 'COMPANY' | 'TEAM';
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  fieldState: FieldState;
  maxLength: number;
}

type Verdict = { name: string; available: boolean };

export const OrgNameField = ({ type, name, label, value, onChange, fieldState, maxLength }: OrgNameFieldProps) => {
  const [verdict, setVerdict] = useState<Verdict>();

  const check = async () => {
    const candidate = value.trim();
    if (!candidate || verdict?.name === candidate) return;
    try {
      const available = await checkOrgName(candidate, type);
      setVerdict({ name: candidate, available });
    } catch {
      setVerdict(undefined);
    }
  };

  // The form's own message wins; the verdict only speaks for the name it was given.
  const current = verdict?.name === value.trim() ? verdict : undefined;
  const state: { validationState?: 'error' | 'success'; validationMessage?: string } =
    fieldState.validationMessage || !current
      ? fieldState
      : current.available
        ? { validationState: 'success', validationMessage: tr('register.nameAvailable') }
        : { validationState: 'error', validationMessage: ERRORS.NAME_TAKEN.msg };
  return (
    <Field label={label} required {...state}>
      <Input name={name} size="large" value={value} maxLength={maxLength} onChange={(_event, data) => onChange(data.value)} onBlur={() => void check()} />
    </Field>
  );
};
