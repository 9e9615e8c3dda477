/**
 * 个人简历 → 基本信息 (spec §3, §5): nickname, avatar and sex are required (`REQUIRED_BASE_INFO`), the rest
 * optional, all checked with the route's `baseInfoInput`; saving revalidates the app-wide user info.
 */
import { Button, Field, Input, Radio, RadioGroup, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SEXES, baseInfoInput, type BaseInfoInput, type UserInfo } from '../../../../../shared/schemas/account.js';
import { FormError } from '../../../components/form-error.js';
import { useForm } from '../../../hooks/use-form.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { useReloadUserInfo } from '../api/get-user-info.js';
import { updateBaseInfo } from '../api/update-base-info.js';
import { AvatarUpload } from './avatar-upload.js';
import { useFormStyles } from './form-styles.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { ts } from '../settings-texts.js';
import { ta } from '../form-texts.js';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumnStart: 1, gridColumnEnd: -1 },
});

/** The form holds every field of `baseInfoInput` as text; the schema decides what is required. */
type BaseInfoValues = Record<keyof BaseInfoInput, string>;

const BASE_INFO_FIELDS = Object.keys(baseInfoInput.shape) as (keyof BaseInfoInput)[];

const valuesOf = (info: UserInfo): BaseInfoValues =>
  Object.fromEntries(BASE_INFO_FIELDS.map((key) => [key, info[key] ?? ''])) as BaseInfoValues;

/** `onSaved`: called after a save went through and the person's info was reloaded. */
export const BaseInfoForm = ({ info, onSaved }: { info: UserInfo; onSaved?: () => void }) => {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const reloadUserInfo = useReloadUserInfo();
  const form = useForm(baseInfoInput, valuesOf(info));
  const submit = form.submit(async (input) => {
    await updateBaseInfo(input);
    await reloadUserInfo();
    toast({ intent: 'success', text: ts('resume.saved') });
    onSaved?.();
  });
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={ts('resume.baseInfo')}>
      <Field label={ta('field.avatar')} required {...form.field('headPortrait')}>
        {(control) => (
          <AvatarUpload
            value={form.values.headPortrait}
            name={form.values.nickname || info.nickname}
            onChange={(url) => form.set('headPortrait', url)}
            onError={(message) => form.setError('headPortrait', message)}
            {...(control['aria-describedby'] ? { describedBy: control['aria-describedby'] } : {})}
          />
        )}
      </Field>
      <div className={styles.grid}>
        <Field label={ta('field.nickname')} required {...form.field('nickname')}>
          <Input {...form.input('nickname')} maxLength={20} />
        </Field>
        <Field label={ta('field.sex')} required {...form.field('sex')}>
          <RadioGroup layout="horizontal" value={form.values.sex} onChange={(_event, data) => form.set('sex', data.value)}>
            {SEXES.map((sex) => (
              <Radio key={sex} value={sex} label={sex} />
            ))}
          </RadioGroup>
        </Field>
        <Field label={ta('field.realName')} {...form.field('realName')}>
          <Input {...form.input('realName')} maxLength={20} autoComplete="name" />
        </Field>
        <Field label={ta('field.email')} {...form.field('email')}>
          <Input {...form.input('email')} type="email" maxLength={100} autoComplete="email" />
        </Field>
        <Field label={ta('field.birthday')} {...form.field('birthday')}>
          <Input {...form.input('birthday')} type="date" max={new Date().toISOString().slice(0, 10)} />
        </Field>
        <Field label={ta('field.postcode')} {...form.field('postcode')}>
          <Input {...form.input('postcode')} inputMode="numeric" maxLength={6} autoComplete="postal-code" />
        </Field>
        <Field className={styles.wide} label={ta('field.address')} {...form.field('address')}>
          <Input {...form.input('address')} maxLength={100} autoComplete="street-address" />
        </Field>
        <Field className={styles.wide} label={ta('field.introduction')} {...form.field('introduction')}>
          <Textarea {...form.input('introduction')} maxLength={500} rows={4} resize="vertical" />
        </Field>
      </div>
      <FormError message={form.formError} />
      <div className={formStyles.actions}>
        <Button className={mergeClasses(formStyles.submit)} appearance="primary" type="submit" disabled={form.submitting}>
          {form.submitting ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
};
