/**
 * /selectContacts (spec §2.5, §5): pick friends to create a group (type create), to add to a group (group) or
 * pick members to remove (groupRemove). Current members (when adding) and oneself are disabled; confirming
 * with nobody picked says '请选择联系人'.
 */
import { Button, Checkbox, SearchBox, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { GROUP_MESSAGES } from '../../../../../shared/schemas/chat-groups.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { useContacts } from '../api/friends.js';
import { changeMembers, createGroup, GROUP_KEY, GROUP_MEMBERS_KEY, GROUPS_KEY, useGroupMembers } from '../api/groups.js';
import { CONVERSATIONS_KEY } from '../api/messages.js';
import { useRefresh } from '../hooks/use-refresh.js';
import { matchesContact } from '../model/contact-index.js';
import { panelPath } from '../model/panel-paths.js';
import { allFriends } from './contacts-tab.js';
import { PersonAvatar } from './avatars.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { tc } from '../texts.js';

interface Candidate {
  userId: string;
  name: string;
  headPortrait?: string;
}

export const SelectContacts = () => {
  const styles = useChatStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const type = nav.query.type === 'group' || nav.query.type === 'groupRemove' ? nav.query.type : 'create';
  const groupId = nav.query.groupId;
  const { data: contacts } = useContacts(type !== 'groupRemove');
  const { data: members } = useGroupMembers(type !== 'create' ? groupId : undefined);
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);

  const memberIds = new Set((members ?? []).map((m) => m.id));
  const candidates: Candidate[] =
    type === 'groupRemove'
      ? (members ?? []).map((m) => ({ userId: m.id, name: m.nickname, headPortrait: m.headPortrait }))
      : allFriends(contacts).map((c) => ({ userId: c.userId, name: c.friendRemark || c.nickname, headPortrait: c.headPortrait }));
  const disabled = (c: Candidate) => c.userId === nav.me.id || (type === 'group' && memberIds.has(c.userId));
  const shown = candidates.filter((c) => matchesContact({ nickname: c.name }, search));
  const loading = type === 'groupRemove' ? !members : !contacts;

  const confirm = async () => {
    if (picked.length === 0) {
      toast({ intent: 'warning', text: GROUP_MESSAGES.pickContacts });
      return;
    }
    setBusy(true);
    try {
      if (type === 'create') {
        const id = await createGroup(picked);
        refresh.keys(GROUPS_KEY);
        refresh.keys(CONVERSATIONS_KEY);
        nav.replace(panelPath('/chatFrame', { messageType: 'GROUP', joinUserId: id, type: 'Group' }));
        return;
      }
      await changeMembers(groupId ?? '', type === 'group', picked);
      refresh.keys(GROUP_MEMBERS_KEY);
      refresh.keys(GROUP_KEY);
      nav.back();
    } catch (error) {
      toast({ intent: 'error', text: (error as { msg?: string }).msg ?? tc('chat.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen
      title={nav.query.title || (type === 'create' ? tc('chat.createGroup') : type === 'group' ? tc('chat.addMembers') : tc('chat.removeMembers'))}
      top={
        <div className={styles.search}>
          <SearchBox className={styles.searchBox} size="small" value={search} onChange={(_e, d) => setSearch(d.value)} placeholder={tc('chat.searchContacts')} aria-label={tc('chat.searchContacts')} />
        </div>
      }
      bottom={
        <div className={styles.search} style={{ display: 'flex', alignItems: 'center', gap: 8, borderTop: '1px solid #eee' }}>
          <span className={styles.muted} style={{ flexGrow: 1 }}>
            {tc('chat.picked', { count: picked.length })}
          </span>
          <Button appearance="primary" disabled={busy} onClick={() => void confirm()} data-testid="select-confirm">
            {type === 'groupRemove' ? tc('chat.remove') : t('notice.confirm')}
          </Button>
        </div>
      }
    >
      {loading && <Spinner size="small" />}
      {!loading && shown.length === 0 && <div className={styles.empty}>{tc('chat.noFriends')}</div>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((c) => {
          const off = disabled(c);
          const checked = picked.includes(c.userId) || (type === 'group' && memberIds.has(c.userId));
          return (
            <li key={c.userId} className={styles.row} style={{ cursor: off ? 'default' : 'pointer' }}>
              <Checkbox
                checked={checked}
                disabled={off}
                aria-label={c.name}
                label={
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                    <PersonAvatar name={c.name} src={c.headPortrait} size={32} />
                    {c.name}
                  </span>
                }
                onChange={(_e, d) => setPicked((p) => (d.checked ? [...p, c.userId] : p.filter((id) => id !== c.userId)))}
              />
            </li>
          );
        })}
      </ul>
    </Screen>
  );
};
