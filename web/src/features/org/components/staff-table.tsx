/**
 * The members of an organisation: a company's staff (spec §2.1 /company/comStaff) or a team's members
 * (/team/teamStaff) — nickname, masked phone, role, 在职/已离职 and join date. With `onRemove`, 移除 asks first; an
 * administrator or a resigned member cannot be removed; with `onLeader`, the administrator names project leaders
 * (docs/projects.md "Who may act"). On a narrow screen the table scrolls inside its own box.
 */
import {
  Avatar,
  Badge,
  Button,
  Spinner,
  Switch,
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
import { ScrollRegion } from '../../../components/scroll-region.js';
import { t } from '../../../lib/i18n.js';
import { formatDate } from '../../../lib/format-time.js';
import type { StaffKind } from '../api/get-staff-list.js';
import { to, type OrgTextKey } from '../texts.js';

/** The words that differ: a company's 员工, a team's 成员. */
const WORDS: Readonly<Record<StaffKind, { title: OrgTextKey; member: OrgTextKey; empty: OrgTextKey }>> = {
  company: { title: 'staff.title', member: 'staff.roleStaff', empty: 'staff.empty' },
  team: { title: 'team.title', member: 'team.roleMember', empty: 'team.empty' },
};

const useStyles = makeStyles({
  table: { tableLayout: 'auto', minWidth: '640px' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { width: '96px' },
  waiting: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});

export interface StaffTableProps {
  records: readonly StaffMember[] | undefined;
  /** Whose members, for the words the table uses (员工 or 成员); a company's by default. */
  kind?: StaffKind;
  /** Given to an administrator: 移除 on each active member who is not an administrator. */
  onRemove?: (member: StaffMember) => void;
  /** Given to an administrator: a 项目负责人 switch on each active member who is not an administrator. */
  onLeader?: (member: StaffMember, leader: boolean) => void;
}

export const StaffTable = ({ records, kind = 'company', onRemove, onLeader }: StaffTableProps) => {
  const styles = useStyles();
  const words = WORDS[kind];
  if (!records) {
    return (
      <div className={styles.waiting}>
        <Spinner size="small" label={t('app.loading')} />
      </div>
    );
  }
  if (records.length === 0) return <EmptyState title={t('common.noData')} text={to(words.empty)} />;
  return (
    <ScrollRegion label={to(words.title)} data-testid="staff-table">
      <Table className={styles.table} aria-label={to(words.title)}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{to('staff.nickname')}</TableHeaderCell>
            <TableHeaderCell>{to('staff.phone')}</TableHeaderCell>
            <TableHeaderCell>{to('staff.role')}</TableHeaderCell>
            <TableHeaderCell>{to('staff.projectLeader')}</TableHeaderCell>
            <TableHeaderCell>{to('staff.status')}</TableHeaderCell>
            <TableHeaderCell>{to('staff.joinTime')}</TableHeaderCell>
            {onRemove && <TableHeaderCell className={styles.actions}>{to('staff.actions')}</TableHeaderCell>}
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
                <TableCell className={styles.nowrap}>{member.phone}</TableCell>
                <TableCell className={styles.nowrap}>{member.role === 'ADMIN' ? to('staff.roleAdmin') : to(words.member)}</TableCell>
                <TableCell className={styles.nowrap}>
                  {onLeader && member.role !== 'ADMIN' && !resigned ? (
                    <Switch
                      checked={member.projectLeader}
                      onChange={(_event, data) => onLeader(member, data.checked)}
                      aria-label={to('staff.leaderOne', { name: member.nickname })}
                    />
                  ) : member.projectLeader && !resigned ? (
                    to('staff.leaderYes')
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color={resigned ? 'subtle' : 'success'}>
                    {resigned ? to('staff.resigned') : to('staff.employed')}
                  </Badge>
                </TableCell>
                <TableCell className={styles.nowrap}>{formatDate(member.joinTime)}</TableCell>
                {onRemove && (
                  <TableCell className={styles.actions}>
                    {member.role !== 'ADMIN' && !resigned && (
                      <Button size="small" appearance="subtle" onClick={() => onRemove(member)} aria-label={to('staff.removeOne', { name: member.nickname })}>
                        {to('staff.remove')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
};
