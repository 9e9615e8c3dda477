/** /work/library, 资料文献: the two libraries listed in the `library` menu (app/pages.ts), and the chosen one beside them. */
import { Outlet } from 'react-router-dom';
import { LibraryLayout } from '../../../features/libraries/components/library-layout.js';
import { t } from '../../../lib/i18n.js';
import { useMenu } from '../../menus.js';

export const Component = () => {
  const tabs = useMenu('library').map((entry) => ({ to: entry.to, label: t(entry.label) }));
  return (
    <LibraryLayout tabs={tabs}>
      <Outlet />
    </LibraryLayout>
  );
};
