/**
 * /team/teamSetting, 团队设置 (spec §2.1; issue 31): anyone logged in as a team reads its name, avatar and
 * introduction; its administrator changes them and may dissolve it. Anyone else sees the 403 page.
 */
import { Navigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { TeamSettingPanel } from '../../../features/org/components/team-setting-panel.js';
import { to } from '../../../features/org/texts.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';

export const Component = () => {
  const page = usePageStyles();
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'TEAM') return <Navigate to={paths.forbidden} replace />;
  return (
    <div className={page.page}>
      <title>{`${to('teamSetting.title')} - ${t('app.name')}`}</title>
      <TeamSettingPanel />
    </div>
  );
};
