/**
 * The login form of one account type (spec §2.1, docs/conventions.md "Identity and sessions"): phone and password; the captcha row
 * once the server asks for it; the team chooser when the person belongs to several teams; the reactivate
 * dialog for a cancelled account. Success keeps the token and goes on (`useFinishLogin`).
 */
import { Button, Field, Input } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import type { AccountType } from '../../../../../shared/domains.js';
import { ERRORS } from '../../../../../shared/errors.js';
import { loginInput, type CaptchaImage, type LoginInput, type Membership } from '../../../../../shared/schemas/account.js';
import { PHONE } from '../../../../../shared/validation/rules.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormError } from '../../../components/form-error.js';
import { useForm } from '../../../hooks/use-form.js';
import { getCaptcha } from '../api/get-captcha.js';
import { login } from '../api/login.js';
import { useFinishLogin } from '../hooks/use-finish-login.js';
import { CaptchaField } from './captcha-field.js';
import { useFormStyles } from './form-styles.js';
import { ReactivateDialog } from './reactivate-dialog.js';
import { TeamChooserDialog } from './team-chooser-dialog.js';
import { rememberLoginPhone } from '../login-phone.js';
import { phoneInputProps } from './input-props.js';
import { ta } from '../form-texts.js';

type LoginValues = { phone: string; password: string; code: string; userType: string };

/** What the form does next after a refused login; `undefined` leaves the failure to the HTTP helper's modal. */
export type LoginRefusal =
  | { kind: 'captcha'; message: string }
  | { kind: 'choose-team'; teams: Membership[] }
  | { kind: 'cancelled'; message: string };

export const loginRefusal = (error: unknown): LoginRefusal | undefined => {
  if (!isHttpError(error)) return undefined;
  if (error.code === ERRORS.CAPTCHA_REQUIRED.code || error.code === ERRORS.CAPTCHA_WRONG.code) return { kind: 'captcha', message: error.msg };
  if (error.code === ERRORS.CHOOSE_TEAM.code) {
    const teams = (error.data as { teams?: Membership[] } | undefined)?.teams ?? [];
    return { kind: 'choose-team', teams };
  }
  if (error.code === ERRORS.ACCOUNT_CANCELLED.code) return { kind: 'cancelled', message: error.msg };
  return undefined;
};

const captchaAsked = (error: unknown): boolean =>
  isHttpError(error) && (error.data as { captchaRequired?: unknown } | null | undefined)?.captchaRequired === true;

/** `phone`: filled in already (the person switched account type: the same person, another login). */
export const LoginForm = ({ userType, phone = '' }: { userType: AccountType; phone?: string }) => {
  const styles = useFormStyles();
  const finishLogin = useFinishLogin();
  const [captcha, setCaptcha] = useState<CaptchaImage>();
  const [teams, setTeams] = useState<Membership[]>();
  const [cancelled, setCancelled] = useState<string>();
  const [choosing, setChoosing] = useState(false);
  // The last input the server refused for a reason the person can resolve (team, reactivation), to send again.
  const lastInput = useRef<LoginInput | undefined>(undefined);
  const form = useForm(loginInput, { phone, password: '', code: '', userType } as LoginValues, {
    check: (values) => (captcha && !values.code.trim() ? [{ path: 'code', message: ERRORS.CAPTCHA_REQUIRED.msg }] : []),
  });

  const showCaptcha = async (phone?: string) => {
    try {
      setCaptcha(await getCaptcha(phone));
      form.set('code', '');
    } catch {
      // The image could not be fetched: the row stays as it was; the next attempt asks again.
    }
  };

  // A phone that already failed 3 times gets the captcha row before the first attempt, not after.
  const checkCaptchaNeed = async () => {
    const phone = form.values.phone.trim();
    if (captcha || !PHONE.test(phone)) return;
    try {
      const image = await getCaptcha(phone);
      if (image.captchaEnabled) setCaptcha(image);
    } catch {
      // Only a hint: the server asks for the captcha itself when it must.
    }
  };

  const attempt = async (input: LoginInput): Promise<void> => {
    lastInput.current = input;
    let token: string;
    try {
      token = await login(input);
    } catch (error) {
      const refusal = loginRefusal(error);
      if (captcha || captchaAsked(error) || refusal?.kind === 'captcha') await showCaptcha(input.phone);
      if (refusal?.kind === 'captcha') form.setError('code', refusal.message);
      else if (refusal?.kind === 'choose-team') setTeams(refusal.teams);
      else if (refusal?.kind === 'cancelled') setCancelled(refusal.message);
      else throw error;
      return;
    }
    setTeams(undefined);
    setCancelled(undefined);
    rememberLoginPhone(input.phone);
    await finishLogin(token);
  };

  const submit = form.submit(async (input) => {
    const { teamId: _team, uuid: _uuid, ...typed } = input;
    await attempt({ ...typed, ...(captcha ? { uuid: captcha.uuid } : {}) });
  });

  const chooseTeam = async (teamId: string) => {
    if (!lastInput.current) return;
    setChoosing(true);
    try {
      await attempt({ ...lastInput.current, teamId });
    } catch {
      // Shown by the HTTP helper.
    } finally {
      setChoosing(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={ta('login.formLabel')}>
      <Field label={ta('field.phone')} required {...form.field('phone')}>
        <Input
          {...form.input('phone')}
          size="large"
          {...phoneInputProps()}
          onBlur={() => void checkCaptchaNeed()}
        />
      </Field>
      <Field label={ta('field.password')} required {...form.field('password')}>
        <Input {...form.input('password')} size="large" type="password" autoComplete="current-password" maxLength={20} placeholder={ta('field.passwordPlaceholder')} />
      </Field>
      {captcha && (
        <CaptchaField
          captcha={captcha}
          value={form.values.code}
          onChange={(value) => form.set('code', value)}
          onRefresh={() => void showCaptcha(form.values.phone.trim() || undefined)}
          fieldState={form.field('code')}
        />
      )}
      <FormError message={form.formError} />
      <Button className={styles.block} appearance="primary" size="large" type="submit" disabled={form.submitting}>
        {form.submitting ? ta('login.submitting') : ta('login.submit')}
      </Button>
      {teams && teams.length > 0 && (
        <TeamChooserDialog teams={teams} busy={choosing} onChoose={(teamId) => void chooseTeam(teamId)} onCancel={() => setTeams(undefined)} />
      )}
      {cancelled && lastInput.current && (
        <ReactivateDialog
          message={cancelled}
          phone={lastInput.current.phone}
          password={lastInput.current.password}
          onReactivated={async () => {
            setCancelled(undefined);
            if (lastInput.current) await attempt(lastInput.current);
          }}
          onCancel={() => setCancelled(undefined)}
        />
      )}
    </form>
  );
};
