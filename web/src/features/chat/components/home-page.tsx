/**
 * /homePage (spec §2.5): the tabs 消息, 通讯录 (pending friend requests badge) and 群聊 (pending group requests
 * badge); switching tabs refreshes the counts. The tab is kept in the path so that coming back restores it.
 */
import { CounterBadge, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { useChatCounts } from '../api/counts.js';
import { CONTACTS_KEY } from '../api/friends.js';
import { GROUPS_KEY } from '../api/groups.js';
import { CONVERSATIONS_KEY } from '../api/messages.js';
import { useRefresh } from '../hooks/use-refresh.js';
import { panelPath } from '../model/panel-paths.js';
import { ContactsTab } from './contacts-tab.js';
import { GroupsTab } from './groups-tab.js';
import { MessagesTab } from './messages-tab.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { tc } from '../texts.js';

const TABS = ['messages', 'contacts', 'groups'] as const;
type HomeTab = (typeof TABS)[number];
/** The list each tab shows, read again when the tab is chosen. */
const TAB_KEYS: Record<HomeTab, string> = { messages: CONVERSATIONS_KEY, contacts: CONTACTS_KEY, groups: GROUPS_KEY };

const useStyles = makeStyles({
  tabs: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexShrink: 0, justifyContent: 'space-around' },
  tab: { display: 'inline-flex', alignItems: 'center', gap: '4px' },
});

export const HomePage = () => {
  const styles = useStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const { data: counts } = useChatCounts();
  const tab: HomeTab = (TABS as readonly string[]).includes(nav.query.tab ?? '') ? (nav.query.tab as HomeTab) : 'messages';

  const badge = (count: number | undefined) =>
    count ? <CounterBadge count={count} overflowCount={LIST_LIMITS.badgeMax} size="small" color="danger" /> : null;

  return (
    <Screen
      title={tc('chat.title')}
      backable={false}
      top={
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_e, data) => {
            refresh.counts();
            refresh.keys(TAB_KEYS[data.value as HomeTab] ?? CONVERSATIONS_KEY);
            nav.replace(panelPath('/homePage', { tab: String(data.value) }));
          }}
        >
          <Tab value="messages">
            <span className={styles.tab}>
              {tc('chat.tabMessages')}
              {badge(counts?.message)}
            </span>
          </Tab>
          <Tab value="contacts">
            <span className={styles.tab}>
              {tc('chat.tabContacts')}
              {badge(counts?.friend)}
            </span>
          </Tab>
          <Tab value="groups">
            <span className={styles.tab}>
              {tc('chat.tabGroups')}
              {badge(counts?.group)}
            </span>
          </Tab>
        </TabList>
      }
    >
      {tab === 'messages' && <MessagesTab />}
      {tab === 'contacts' && <ContactsTab />}
      {tab === 'groups' && <GroupsTab />}
    </Screen>
  );
};
