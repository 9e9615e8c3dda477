/**
 * /team/teamResume, 团队简历 (issue 31): the administrator edits the team's introduction, capability tags and works;
 * every member says whether they are shown on the public resume, and sees it as others do. Anyone not logged in as a
 * team sees the 403 page.
 */
import { Spinner, Switch } from '@fluentui/react-components';
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { setTeamConsent, useReloadResumes, useTeamResume } from '../../../features/resume/api/resume.js';
import { ResumeView } from '../../../features/resume/components/resume-view.js';
import { TeamResumeEditor } from '../../../features/resume/components/team-resume-editor.js';
import { tr } from '../../../features/resume/texts.js';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';

const TeamResumePage = () => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const { data } = useTeamResume();
  const reload = useReloadResumes();
  if (!data) return <Spinner size="small" />;
  const { admin, shown, memberCount: _count, ...resume } = data;
  const consent = async (on: boolean) => {
    try {
      await setTeamConsent(on);
      toast({ intent: 'success', text: tr(on ? 'team.consentOn' : 'team.consentOff') });
      await reload();
    } catch {
      // The HTTP helper told what was refused.
    }
  };
  return (
    <div className={page.page}>
      <section className={panel.panel} aria-labelledby="team-resume-heading">
        <h1 id="team-resume-heading" className={panel.heading}>{tr('resume.team')}</h1>
        <Switch checked={shown} onChange={(_e, d) => void consent(d.checked)} label={tr('team.consent')} />
        {admin ? <TeamResumeEditor key={data.updateTime} resume={data} /> : <p>{tr('resume.readOnly')}</p>}
      </section>
      <section className={panel.panel} style={{ marginTop: 16 }} aria-label={tr('resume.preview')}>
        <p>{tr('team.membersHint')}</p>
        <ResumeView resume={{ kind: 'TEAM', ...resume }} />
      </section>
    </div>
  );
};

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'TEAM') return <Navigate to={paths.forbidden} replace />;
  return (
    <>
      <title>{`${tr('resume.team')} - ${t('app.name')}`}</title>
      <TeamResumePage />
    </>
  );
};
