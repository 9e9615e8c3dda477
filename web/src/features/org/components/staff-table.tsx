/**
 * The company's staff (spec §2.1 /company/comStaff): nickname, masked phone, role, 在职/已离职 and join date,
 * page by page; 移除 asks first, and an administrator or a resigned member cannot be removed.
 */
import {
  Avatar,
  Badge,
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { StaffMember } from '../../../../../shared/schemas/account.js';
import { EmptyState } from '../../../components/empty-state.js';
import { t } from '../../../lib/i18n.js';
import { formatDate } from '../../../lib/format-time.js';
import { to } from '../texts.js';


const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  actions: { width: '96px' },
  waiting: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});

export interface StaffTableProps {
  records: readonly StaffMember[] | undefined;
  onRemove: (member: StaffMember) => void;
}

export const StaffTable = ({ records, onRemove }: StaffTableProps) => {
  const styles = useStyles();
  if (!records) {
    return (
      <div className={styles.waiting}>
        <Spinner size="small" label={t('app.loading')} />
      </div>
    );
  }
  if (records.length === 0) return <EmptyState title={t('common.noData')} text={to('staff.empty')} />;
  return (
    <Table className={styles.table} aria-label={to('staff.title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{to('staff.nickname')}</TableHeaderCell>
          <TableHeaderCell>{to('staff.phone')}</TableHeaderCell>
          <TableHeaderCell>{to('staff.role')}</TableHeaderCell>
          <TableHeaderCell>{to('staff.status')}</TableHeaderCell>
          <TableHeaderCell>{to('staff.joinTime')}</TableHeaderCell>
          <TableHeaderCell className={styles.actions}>{to('staff.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((member) => {
          const resigned = member.userStatus === '已离职';
          return (
            <TableRow key={member.userId}>
              <TableCell>
                <TableCellLayout media={<Avatar size={28} name={member.nickname} color="colorful" {...(member.headPortrait ? { image: { src: member.headPortrait } } : {})} />}>
                  {member.nickname}
                </TableCellLayout>
              </TableCell>
              <TableCell>{member.phone}</TableCell>
              <TableCell>{member.role === 'ADMIN' ? to('staff.roleAdmin') : to('staff.roleStaff')}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={resigned ? 'subtle' : 'success'}>
                  {resigned ? to('staff.resigned') : to('staff.employed')}
                </Badge>
              </TableCell>
              <TableCell>{formatDate(member.joinTime)}</TableCell>
              <TableCell className={styles.actions}>
                {member.role !== 'ADMIN' && !resigned && (
                  <Button size="small" appearance="subtle" onClick={() => onRemove(member)} aria-label={to('staff.removeOne', { name: member.nickname })}>
                    {to('staff.remove')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
