/** /login/register: a personal account, or with 注册团队 switched on a team account with its 团队名称. */
import { Button, Switch } from '@fluentui/react-components';
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

type RegisterValues = PersonValues & { userType: string; teamName: string; agreement: string };

export const RegisterForm = ({ team = false }: { team?: boolean }) => {
  const styles = useFormStyles();
  const registerAndLogin = useRegister();
  const form = useForm(
    registerInput,
    { phone: '', code: '', password: '', confirmPassword: '', nickname: '', teamName: '', agreement: '', userType: team ? 'TEAM' : 'PERSONAGE' } as RegisterValues,
    { check: (values) => confirmIssues(values.password, values.confirmPassword) },
  );
  const asTeam = form.values.userType === 'TEAM';
  const submit = form.submit(async ({ teamName, companyName: _company, creditCode: _credit, ...person }) =>
    registerAndLogin({ ...person, ...(person.userType === 'TEAM' && teamName ? { teamName } : {}) }),
  );
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={tr('register.personalTitle')}>
      <Switch
        label={tr('register.asTeam')}
        checked={asTeam}
        onChange={(_event, data) => form.set('userType', data.checked ? 'TEAM' : 'PERSONAGE')}
      />
      {asTeam && (
        <OrgNameField
          type="TEAM"
          name="teamName"
          label={ta('field.teamName')}
          maxLength={30}
          value={form.values.teamName}
          onChange={(value) => form.set('teamName', value)}
          fieldState={form.field('teamName')}
        />
      )}
      <PersonFields values={form.values} set={form.set} field={form.field} setError={form.setError} />
      <AgreementField checked={form.values.agreement === 'true'} onChange={(checked) => form.set('agreement', checked ? 'true' : '')} fieldState={form.field('agreement')} />
      <FormError message={form.formError} />
      <Button className={styles.block} appearance="primary" size="large" type="submit" disabled={form.submitting}>
        {form.submitting ? tr('register.submitting') : tr('register.submit')}
      </Button>
    </form>
  );
};
