/** 项目名称 with its live uniqueness check: 正在检查名称… while asked, 名称可用 or the refusal under the field. */
import { Field, Input, Spinner } from '@fluentui/react-components';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import type { NameCheck } from '../hooks/use-name-check.js';
import { td } from '../texts.js';

export interface NameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  check: NameCheck;
  /** The form's own message for the name (empty, too long, refused by the server). */
  error?: string;
}

export const NameField = ({ value, onChange, onBlur, check, error }: NameFieldProps) => {
  const message = error ?? (check === 'taken' ? PROJECT_ERRORS.PROJECT_NAME_TAKEN.msg : undefined);
  const state = message ? 'error' : check === 'available' ? 'success' : 'none';
  const text = message ?? (check === 'checking' ? td('form.nameChecking') : check === 'available' ? td('form.nameAvailable') : undefined);
  return (
    <Field
      label={td('form.name')}
      required
      validationState={state}
      validationMessage={text}
      {...(check === 'checking' && !message ? { validationMessageIcon: <Spinner size="extra-tiny" /> } : {})}
    >
      <Input
        id="demand-name"
        value={value}
        maxLength={PROJECT_LIMITS.name + 10}
        placeholder={td('form.namePlaceholder')}
        onChange={(_event, data) => onChange(data.value)}
        onBlur={onBlur}
        data-testid="demand-name"
        contentAfter={<span aria-hidden="true">{`${value.trim().length}/${PROJECT_LIMITS.name}`}</span>}
      />
    </Field>
  );
};
