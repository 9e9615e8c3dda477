/**
 * /login/registerCompany: a company account; the registrant becomes its administrator (docs/conventions.md). The unified
 * social credit code is checked with its GB 32100-2015 check character by the shared rule.
 */
import { Button, Field, Input } from '@fluentui/react-components';
import { registerInput } from '../../../../../shared/schemas/account.js';
import { FormError } from '../../../components/form-error.js';
import { useForm } from '../../../hooks/use-form.js';
import { useRegister } from '../hooks/use-register.js';
import { confirmIssues } from '../password-check.js';
import { useFormStyles } from './form-styles.js';
import { AgreementField } from './agreement-field.js';
import { OrgNameField } from './org-name-field.js';
import { PersonFields, type PersonValues } from './person-fields.js';
import { tr } from '../register-texts.js';
import { ta } from '../form-texts.js';

type CompanyValues = PersonValues & { userType: string; companyName: string; creditCode: string; agreement: string };

export const RegisterCompanyForm = () => {
  const styles = useFormStyles();
  const registerAndLogin = useRegister();
  const form = useForm(
    registerInput,
    { companyName: '', creditCode: '', phone: '', code: '', password: '', confirmPassword: '', nickname: '', agreement: '', userType: 'COMPANY' } as CompanyValues,
    { check: (values) => confirmIssues(values.password, values.confirmPassword) },
  );
  const submit = form.submit(async ({ teamName: _team, creditCode, ...input }) =>
    registerAndLogin({ ...input, ...(creditCode ? { creditCode: creditCode.toUpperCase() } : {}) }),
  );
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={tr('register.companyTitle')}>
      <OrgNameField
        type="COMPANY"
        name="companyName"
        label={ta('field.companyName')}
        maxLength={50}
        value={form.values.companyName}
        onChange={(value) => form.set('companyName', value)}
        fieldState={form.field('companyName')}
      />
      <Field label={ta('field.creditCode')} required hint={ta('field.creditCodeHint')} {...form.field('creditCode')}>
        <Input {...form.input('creditCode')} size="large" maxLength={18} autoComplete="off" onChange={(_event, data) => form.set('creditCode', data.value.toUpperCase())} />
      </Field>
      <PersonFields values={form.values} set={form.set} field={form.field} setError={form.setError} />
      <AgreementField checked={form.values.agreement === 'true'} onChange={(checked) => form.set('agreement', checked ? 'true' : '')} fieldState={form.field('agreement')} />
      <FormError message={form.formError} />
      <Button className={styles.block} appearance="primary" size="large" type="submit" disabled={form.submitting}>
        {form.submitting ? tr('register.submitting') : tr('register.submitCompany')}
      </Button>
    </form>
  );
};
