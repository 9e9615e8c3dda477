/**
 * 团队设置 (/team/teamSetting, issue 31): the team's name, avatar, creation time and introduction. Its administrator
 * changes the name (unique among teams: a taken name is said under the field) and the avatar, and may dissolve the
 * team (the account's 注销团队: SMS code, then the reasons that stand in the way, then the confirmation); every other
 * member sees the same read-only. The introduction is the team resume's, edited there.
 */
import { Avatar, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { ERRORS } from '../../../../../shared/errors.js';
import { saveTeamSettingInput, type TeamSetting } from '../../../../../shared/schemas/team-setting.js';
import type { HttpError } from '../../../api/http-error.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { useForm } from '../../../hooks/use-form.js';
import { formatDate } from '../../../lib/format-time.js';
import { toast } from '../../../lib/notify.js';
import { AvatarUpload, UnsubscribeSection, useReloadUserInfo } from '../../account/public.js';
import { useSaveTeamSetting, useTeamSetting } from '../api/team-setting.js';
import { to } from '../texts.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0, alignItems: 'center' },
  factName: { color: tokens.colorNeutralForeground3 },
  factValue: { margin: 0, overflowWrap: 'anywhere', minWidth: 0 },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  intro: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  text: { margin: `0 0 ${tokens.spacingVerticalM}`, color: tokens.colorNeutralForeground2 },
});

const EditForm = ({ setting }: { setting: TeamSetting }) => {
  const styles = useStyles();
  const save = useSaveTeamSetting();
  const reloadInfo = useReloadUserInfo();
  const form = useForm(saveTeamSettingInput, { teamName: setting.teamName, headPortrait: setting.headPortrait });
  const { setValues } = form;
  // Another tab (or the sweep's reload) changed it: the form starts again from what the team is now.
  useEffect(() => setValues({ teamName: setting.teamName, headPortrait: setting.headPortrait }), [setting.teamName, setting.headPortrait, setValues]);
  const submit = form.submit(async (input) => {
    try {
      await save(input);
    } catch (error) {
      const refused = error as HttpError;
      if (refused.code === ERRORS.NAME_TAKEN.code) {
        form.setError('teamName', refused.msg);
        return;
      }
      throw error;
    }
    toast({ intent: 'success', text: to('teamSetting.saved') });
    // The header's greeting and the account switcher name the team.
    await reloadInfo();
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={to('teamSetting.basic')}>
      <Field label={to('teamSetting.avatar')} {...form.field('headPortrait')}>
        <AvatarUpload value={form.values.headPortrait} name={form.values.teamName} onChange={(url) => form.set('headPortrait', url)} onError={(message) => form.setError('headPortrait', message)} />
      </Field>
      <Field label={to('teamSetting.name')} required hint={to('teamSetting.nameHint')} {...form.field('teamName')}>
        <Input {...form.input('teamName')} maxLength={30} data-testid="team-name" />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={form.submitting}>
          {to('teamSetting.save')}
        </Button>
      </div>
    </form>
  );
};

export const TeamSettingPanel = () => {
  const styles = useStyles();
  const panel = usePanelStyles();
  const { data: setting } = useTeamSetting();
  if (!setting) return null;
  return (
    <div className={styles.root}>
      <section className={panel.panel} aria-labelledby="team-setting-basic">
        <h1 id="team-setting-basic" className={panel.heading}>
          {to('teamSetting.title')}
        </h1>
        {setting.admin ? (
          <EditForm setting={setting} />
        ) : (
          <>
            <p className={styles.text}>{to('teamSetting.readOnly')}</p>
            <dl className={styles.facts}>
              <dt className={styles.factName}>{to('teamSetting.avatar')}</dt>
              <dd className={styles.factValue}>
                <Avatar size={64} name={setting.teamName} color="colorful" {...(setting.headPortrait ? { image: { src: setting.headPortrait, alt: '' } } : {})} />
              </dd>
              <dt className={styles.factName}>{to('teamSetting.name')}</dt>
              <dd className={styles.factValue} data-testid="team-name-read">
                {setting.teamName}
              </dd>
            </dl>
          </>
        )}
        <dl className={styles.facts} style={{ marginTop: tokens.spacingVerticalL }}>
          <dt className={styles.factName}>{to('teamSetting.created')}</dt>
          <dd className={styles.factValue}>{formatDate(setting.createTime)}</dd>
        </dl>
      </section>
      <section className={panel.panel} aria-labelledby="team-setting-intro">
        <h2 id="team-setting-intro" className={panel.heading}>
          {to('teamSetting.introduction')}
        </h2>
        <p className={styles.intro}>{setting.introduction || to('teamSetting.noIntroduction')}</p>
        {setting.admin && (
          <div className={styles.actions} style={{ marginTop: tokens.spacingVerticalM }}>
            <LinkButton appearance="secondary" size="small" to={paths.teamResume}>
              {to('teamSetting.editIntroduction')}
            </LinkButton>
          </div>
        )}
      </section>
      {setting.admin && (
        <section className={panel.panel} aria-labelledby="team-setting-dissolve">
          <h2 id="team-setting-dissolve" className={panel.heading}>
            {to('teamSetting.dissolve')}
          </h2>
          <p className={styles.text}>{to('teamSetting.dissolveText', { name: setting.teamName })}</p>
          <div className={styles.form}>
            <UnsubscribeSection target="organisation" orgName={setting.teamName} />
          </div>
        </section>
      )}
    </div>
  );
};
