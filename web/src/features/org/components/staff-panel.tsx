/**
 * The panel of a members page (单位管理's 员工管理, a team's 成员管理): the title over the organisation's name, the
 * page's own buttons beside them, the member table and its pager. The page says who may remove whom.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { StaffMember } from '../../../../../shared/schemas/account.js';
import { usePanelStyles, PANEL_HEAD } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { useStaffList, type StaffKind } from '../api/get-staff-list.js';
import { setProjectLeader } from '../api/project-leader.js';
import { to } from '../texts.js';
import { StaffTable } from './staff-table.js';

const useStyles = makeStyles({
  head: PANEL_HEAD,
  heading: { minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  org: { margin: `${tokens.spacingVerticalXXS} 0 0`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface StaffPanelProps {
  kind: StaffKind;
  title: string;
  /** The company's or team's name, under the title. */
  orgName: string;
  /** The page's buttons (添加员工, 邀请成员, 退出团队). */
  actions?: ReactNode;
  /** For an administrator: 移除 on each member that may be removed. */
  onRemove?: (member: StaffMember) => void;
  /** For an administrator: the 项目负责人 switches. */
  leaders?: boolean;
}

export const StaffPanel = ({ kind, title, orgName, actions, onRemove, leaders }: StaffPanelProps) => {
  const styles = useStyles();
  const panel = usePanelStyles();
  const [current, setCurrent] = useState(1);
  const { data, mutate } = useStaffList(current, kind);
  const onLeader = (member: StaffMember, leader: boolean) => {
    void setProjectLeader(member.userId, leader)
      .catch(() => undefined)
      .then(() => mutate());
  };
  return (
    <section className={panel.panel}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.org}>{orgName}</p>
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <StaffTable records={data?.records} kind={kind} {...(onRemove ? { onRemove } : {})} {...(leaders ? { onLeader } : {})} />
      {data && data.total > 0 && (
        <Pager current={current} pages={data.pages} onChange={setCurrent}>
          <span>{to('staff.total', { total: data.total })}</span>
        </Pager>
      )}
    </section>
  );
};
