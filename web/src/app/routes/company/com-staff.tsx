/**
 * /company/comStaff: a company administrator's staff page (spec §2.1); anyone else sees the 403 page. Adding
 * and removing revalidate every page of the list.
 */
import { Button } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { isStaffListKey } from '../../../features/org/api/get-staff-list.js';
import { useConfirmRemoval } from '../../../features/org/hooks/use-confirm-removal.js';
import { StaffPanel } from '../../../features/org/components/staff-panel.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { to } from '../../../features/org/texts.js';

const AddStaffDialog = lazy(() => import('../../../features/org/components/add-staff-dialog.js').then((m) => ({ default: m.AddStaffDialog })));

const StaffPage = ({ companyName }: { companyName: string }) => {
  const page = usePageStyles();
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState(false);
  const refresh = () => mutate(isStaffListKey);

  const confirmRemoval = useConfirmRemoval('company');

  return (
    <div className={page.page}>
      <StaffPanel
        kind="company"
        title={to('staff.title')}
        orgName={companyName}
        onRemove={confirmRemoval}
        leaders
        actions={
          <Button appearance="primary" onClick={() => setAdding(true)}>
            {to('staff.add')}
          </Button>
        }
      />
      {adding && (
        <Suspense fallback={null}>
          <AddStaffDialog
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              toast({ intent: 'success', text: to('staff.added') });
              void refresh();
            }}
          />
        </Suspense>
      )}
    </div>
  );
};

export const Component = () => {
  const { data: info } = useUserInfo();
  if (!info) return null;
  if (info.userType !== 'COMPANY' || !info.isAdmin) return <Navigate to={paths.forbidden} replace />;
  return (
    <>
      <title>{`${to('staff.title')} - ${t('app.name')}`}</title>
      <StaffPage companyName={info.companyName} />
    </>
  );
};
