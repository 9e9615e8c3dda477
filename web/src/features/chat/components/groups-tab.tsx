/**
 * The groups tab (spec §2.5): 新的群聊 with its badge, 搜索群聊, 发起群聊, and the groups joined, with avatars; a
 * project's group is marked 项目群.
 */
import { Button, CounterBadge, Spinner } from '@fluentui/react-components';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { useChatCounts } from '../api/counts.js';
import { useGroups } from '../api/groups.js';
import { truncateTitle } from '../model/chat-text.js';
import { panelPath } from '../model/panel-paths.js';
import { GroupAvatar } from './avatars.js';
import { ProjectGroupTag } from './project-group.js';
import { usePanel } from './panel-nav.js';
import { useChatStyles } from './styles.js';
import { LineIcon } from '../../../components/line-icon.js';
import { tc } from '../texts.js';

export const GroupsTab = () => {
  const styles = useChatStyles();
  const nav = usePanel();
  const { data: counts } = useChatCounts();
  const { data, isLoading } = useGroups();
  const groups = [...(data ?? [])].sort((a, b) => Number(b.stick) - Number(a.stick));
  return (
    <>
      <div className={styles.search} style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => nav.go('/searchQun')}>
          {tc('chat.searchGroups')}
        </Button>
        <Button size="small" appearance="primary" onClick={() => nav.go(panelPath('/selectContacts', { type: 'create', title: tc('chat.createGroup') }))} data-testid="create-group">
          {tc('chat.createGroup')}
        </Button>
      </div>
      <button type="button" className={styles.row} onClick={() => nav.go('/newQun')} data-testid="new-groups-entry">
        <LineIcon name="people" size={28} style={{ width: 32 }} />
        <span className={styles.rowMain}>
          <span className={styles.rowName}>{tc('chat.newGroups')}</span>
        </span>
        {(counts?.group ?? 0) > 0 && <CounterBadge count={counts?.group} overflowCount={LIST_LIMITS.badgeMax} size="small" color="danger" />}
      </button>
      <div className={styles.section}>{tc('chat.myGroups', { total: groups.length })}</div>
      {isLoading && !data && <Spinner size="small" />}
      {data && groups.length === 0 && <div className={styles.empty}>{tc('chat.noGroups')}</div>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {groups.map((g) => {
          const name = g.remark || g.name;
          return (
            <li key={g.id}>
              <button
                type="button"
                className={styles.row}
                data-testid="group"
                onClick={() => nav.go(panelPath('/chatFrame', { messageType: 'GROUP', joinUserId: g.id, title: name, type: 'Group' }))}
              >
                <GroupAvatar name={name} headers={g.groupHeaders} />
                <span className={styles.rowMain}>
                  <span className={styles.rowTop}>
                    <span className={styles.rowName}>{truncateTitle(name)}</span>
                    {g.projectId && <ProjectGroupTag />}
                  </span>
                  <span className={styles.rowSub}>{tc('chat.groupNumber', { number: g.number ?? '' })}</span>
                </span>
                {g.total !== undefined && <span className={styles.rowTime}>{tc('chat.memberTotal', { total: g.total })}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
};
