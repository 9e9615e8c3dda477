/**
 * 「我已阅读并同意《用户协议》《隐私政策》」 (PIPL consent): unchecked until the person checks it, the two texts one
 * click away in a new tab. The registration schema refuses the form without it (AGREEMENT_MESSAGE), and the server
 * records which version was agreed to.
 */
import { Checkbox, Field, Link } from '@fluentui/react-components';
import type { FieldState } from '../../../hooks/use-form.js';
import { otherRulePath } from '../../../config/paths.js';
import { tr } from '../register-texts.js';

export const AgreementField = ({ checked, onChange, fieldState }: { checked: boolean; onChange: (checked: boolean) => void; fieldState: FieldState }) => (
  <Field {...fieldState}>
    <Checkbox
      checked={checked}
      onChange={(_event, data) => onChange(data.checked === true)}
      label={
        <>
          {tr('register.agreePrefix')}
          <Link href={`#${otherRulePath('用户协议')}`} target="_blank" rel="noopener noreferrer">
            《用户协议》
          </Link>
          <Link href={`#${otherRulePath('隐私政策')}`} target="_blank" rel="noopener noreferrer">
            《隐私政策》
          </Link>
        </>
      }
    />
  </Field>
);
