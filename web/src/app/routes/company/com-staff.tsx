/**
 * /company/comStaff: a company administrator's staff page (spec §2.1); anyone else sees the 403 page. Adding
 * and removing revalidate every page of the list.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { StaffMember } from '../../../../../shared/schemas/account.js';
import { useUserInfo } from '../../../features/account/api/get-user-info.js';
import { isStaffListKey, useStaffList } from '../../../features/org/api/get-staff-list.js';
import { removeStaff } from '../../../features/org/api/remove-staff.js';
import { StaffTable } from '../../../features/org/components/staff-table.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { modal, toast } from '../../../lib/notify.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { to } from '../../../features/org/texts.js';

const AddStaffDialog = lazy(() => import('../../../features/org/components/add-staff-dialog.js').then((m) => ({ default: m.AddStaffDialog })));

const useStyles = makeStyles({
  panel: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`, borderRadius: tokens.borderRadiusXLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: tokens.spacingVerticalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  company: { margin: `${tokens.spacingVerticalXXS} 0 0`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

const StaffPage = ({ companyName }: { companyName: string }) => {
  const styles = useStyles();
  const page = usePageStyles();
  const { mutate } = useSWRConfig();
  const [current, setCurrent] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data } = useStaffList(current);
  const refresh = () => mutate(isStaffListKey);

  const confirmRemoval = (member: StaffMember) =>
    modal({
      title: t('notice.title'),
      text: to('staff.removeConfirm', { name: member.nickname }),
      actions: [
        {
          label: t('notice.confirm'),
          primary: true,
          run: () =>
            void removeStaff(member.userId).then(
              () => {
                toast({ intent: 'success', text: to('staff.removed', { name: member.nickname }) });
                return refresh();
              },
              () => undefined,
            ),
        },
        { label: t('notice.cancel') },
      ],
    });

  const pages = data?.pages ?? 1;
  return (
    <div className={page.page}>
      <section className={styles.panel}>
        <div className={styles.head}>
          <div>
            <h1 className={styles.title}>{to('staff.title')}</h1>
            <p className={styles.company}>{companyName}</p>
          </div>
          <Button appearance="primary" onClick={() => setAdding(true)}>
            {to('staff.add')}
          </Button>
        </div>
        <StaffTable records={data?.records} onRemove={confirmRemoval} />
        {data && data.total > 0 && (
          <div className={styles.pager}>
            <span>{to('staff.total', { total: data.total })}</span>
            <Button size="small" disabled={current <= 1} onClick={() => setCurrent((page) => page - 1)}>
              {t('common.previousPage')}
            </Button>
            <span aria-live="polite">{t('common.pageOf', { current, pages: Math.max(pages, 1) })}</span>
            <Button size="small" disabled={current >= pages} onClick={() => setCurrent((page) => page + 1)}>
              {t('common.nextPage')}
            </Button>
          </div>
        )}
      </section>
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
