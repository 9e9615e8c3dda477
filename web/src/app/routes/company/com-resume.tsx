/**
 * /company/comResume, 单位简历 (issue 31; spec §3 "Company resume labels"): the administrator and the authorised person
 * edit it; other staff read it; everyone sees below what the public sees (the licence number masked, the licence
 * photo never). Anyone not logged in as a company sees the 403 page.
 */
import { Spinner } from '@fluentui/react-components';
import { Navigate } from 'react-router-dom';
import { maskLicence } from '../../../../../shared/masking.js';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { useCompanyResume } from '../../../features/resume/api/resume.js';
import { CompanyResumeEditor } from '../../../features/resume/components/company-resume-editor.js';
import { ResumeView } from '../../../features/resume/components/resume-view.js';
import { tr } from '../../../features/resume/texts.js';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';

const ComResumePage = () => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const { data } = useCompanyResume();
  if (!data) return <Spinner size="small" />;
  const { editor, licencePhoto: _photo, hasLicencePhoto: _has, ...resume } = data;
  // What the public sees: the number masked here too when the reader sees it whole.
  const seen = { kind: 'COMPANY' as const, ...resume, licenceNumber: editor ? maskLicence(resume.licenceNumber) : resume.licenceNumber };
  return (
    <div className={page.page}>
      <section className={panel.panel} aria-labelledby="com-resume-heading">
        <h1 id="com-resume-heading" className={panel.heading}>{tr('resume.company')}</h1>
        {editor ? <CompanyResumeEditor key={data.updateTime} resume={data} /> : <p>{tr('resume.readOnlyCompany')}</p>}
      </section>
      <section className={panel.panel} style={{ marginTop: 16 }} aria-label={tr('resume.preview')}>
        <p>{tr('resume.publicHint')}</p>
        <ResumeView resume={seen} />
      </section>
    </div>
  );
};

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'COMPANY') return <Navigate to={paths.forbidden} replace />;
  return (
    <>
      <title>{`${tr('resume.company')} - ${t('app.name')}`}</title>
      <ComResumePage />
    </>
  );
};
