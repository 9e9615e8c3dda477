/** The frame around every page: header, the guarded page, and the footer on /home (spec §2.3). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { RouteGuard } from '../route-guard.js';
import { AppFooter } from './app-footer.js';
import { AppHeader } from './app-header.js';

const useStyles = makeStyles({
  shell: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
});

export const AppLayout = () => {
  const styles = useStyles();
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <AppHeader />
      <main className={styles.main}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      {pathname === paths.home && <AppFooter />}
    </div>
  );
};
