/**
 * /work/project-center, 项目中心 (spec §2.4): the sub-tabs listed in the `projectCenter` menu (app/pages.ts), each
 * with its count, and the chosen tab's page beside them.
 */
import { Outlet } from 'react-router-dom';
import { CenterLayout } from '../../../features/project-center/components/center-layout.js';
import { t } from '../../../lib/i18n.js';
import { useMenu } from '../../menus.js';

export const Component = () => {
  const tabs = useMenu('projectCenter').map((entry) => ({ to: entry.to, label: t(entry.label) }));
  return (
    <CenterLayout tabs={tabs}>
      <Outlet />
    </CenterLayout>
  );
};
