/**
 * The messages tab (spec §2.5, §4, §9): conversations, stuck ones first then the newest, with a search box
 * (500 ms), avatar 40, the title cut at 20, the last message, its time and the unread badge (at most 99).
 * A click zeroes the unread count and opens the chat; a BANG_RADIO refreshes the list a second later.
 */
import { Button, CounterBadge, SearchBox, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { SYSTEM_FEED_IDS } from '../../../../../shared/realtime.js';
import type { Conversation } from '../../../../../shared/schemas/chat-messages.js';
import { onRadio } from '../../../lib/radio-events.js';
import { clearUnread, serviceEntry, useConversations } from '../api/messages.js';
import { useDebounced } from '../hooks/use-debounced.js';
import { useRefresh } from '../hooks/use-refresh.js';
import { formatChatTime } from '../model/chat-time.js';
import { displayName, truncateTitle } from '../model/chat-text.js';
import { panelPath } from '../model/panel-paths.js';
import { GroupAvatar, PersonAvatar } from './avatars.js';
import { usePanel } from './panel-nav.js';
import { useChatStyles } from './styles.js';
import { tc, type ChatTextKey } from '../texts.js';

/** Spec §4: a second after BANG_RADIO the list is read again. */
export const BANG_REFRESH_MS = 1_000;

const PREVIEW_KEYS: Partial<Record<string, ChatTextKey>> = {
  IMG: 'chat.previewImage',
  FILE: 'chat.previewFile',
  RECOMMEND_USER: 'chat.previewPerson',
  RECOMMEND_PROJECT: 'chat.previewProject',
  RECOMMEND_GOODS: 'chat.previewGoods',
  INVITE_FRIENDS_JOIN_TEAM: 'chat.previewInvite',
  INVITE_FRIENDS_RECOVER_TEAM: 'chat.previewInvite',
  INVITE_JOIN_COMPANY: 'chat.previewCompanyInvite',
};

const previewOf = (c: Conversation): string => {
  const key = PREVIEW_KEYS[c.messageContentType];
  return key ? tc(key) : c.messageContent;
};

export const conversationTitle = (c: Conversation): string => {
  if (c.messageType === 'GROUP' || isSystemFeed(c)) return c.title || c.nickname;
  if (c.messageType === 'SERVICE') return c.title || tc('chat.service');
  return displayName({ nickname: c.nickname || c.title, friendRemark: c.friendRemark, isFriend: c.isFriend, sex: c.sex });
};

/** The system activity feed (platform notices): opens the notice list. */
const isSystemFeed = (c: Conversation): boolean => SYSTEM_FEED_IDS.includes(c.joinUserId);

const ordered = (list: readonly Conversation[]): Conversation[] =>
  [...list].sort((a, b) => Number(b.stickTop) - Number(a.stickTop) || (b.updateTime ?? 0) - (a.updateTime ?? 0));

export const MessagesTab = () => {
  const styles = useChatStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const [search, setSearch] = useState('');
  const searchName = useDebounced(search.trim());
  const { data, isLoading, mutate } = useConversations(searchName);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onRadio('BANG_RADIO', () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void mutate();
      }, BANG_REFRESH_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [mutate]);

  const open = (c: Conversation) => {
    if (isSystemFeed(c)) {
      nav.go('/notice');
      return;
    }
    if (c.unreadMessage > 0) {
      void mutate((list) => list?.map((x) => (x.id === c.id ? { ...x, unreadMessage: 0 } : x)), { revalidate: false });
      void clearUnread(c.messageType, c.joinUserId).then(refresh.counts, () => undefined);
    }
    const title = conversationTitle(c);
    nav.go(
      panelPath('/chatFrame', {
        messageType: c.messageType,
        joinUserId: c.joinUserId,
        userId: c.userId,
        title,
        nickname: c.nickname,
        headPortrait: c.headPortrait,
        type: c.messageType === 'GROUP' ? 'Group' : 'personal',
      }),
    );
  };

  // 联系客服: the person's service chat, opened whether or not they wrote before (spec §5 FAQ: 合作云客服 in 消息).
  const contactService = async () => {
    const entry = await serviceEntry().catch(() => undefined);
    if (!entry) return;
    nav.go(panelPath('/chatFrame', { messageType: 'SERVICE', joinUserId: entry.joinUserId, title: entry.nickname, nickname: entry.nickname, type: 'personal' }));
  };

  const list = ordered(data ?? []);
  return (
    <>
      <div className={styles.search}>
        <SearchBox className={styles.searchBox} size="small" placeholder={tc('chat.searchConversations')} value={search} onChange={(_e, d) => setSearch(d.value)} aria-label={tc('chat.searchConversations')} />
      </div>
      <div style={{ display: 'flex', gap: '8px', padding: '0 12px 8px' }}>
        <Button size="small" appearance="secondary" onClick={() => void contactService()} data-testid="contact-service">
          {tc('chat.contactService')}
        </Button>
        {nav.me.serviceStaff && (
          <Button size="small" appearance="primary" onClick={() => nav.go('/serviceDesk')} data-testid="service-desk">
            {tc('chat.serviceDesk')}
          </Button>
        )}
      </div>
      {isLoading && !data && <Spinner size="small" />}
      {data && list.length === 0 && <div className={styles.empty}>{searchName ? tc('chat.noMatches') : tc('chat.noConversations')}</div>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={tc('chat.tabMessages')}>
        {list.map((c) => {
          const title = conversationTitle(c);
          return (
            <li key={`${c.messageType}:${c.joinUserId}`}>
              <button type="button" className={styles.row} onClick={() => open(c)} data-testid="conversation" style={c.stickTop ? { backgroundColor: 'var(--colorNeutralBackground2)' } : undefined}>
                {c.messageType === 'GROUP' ? <GroupAvatar name={title} headers={c.groupHeaders} /> : <PersonAvatar name={title} src={c.headPortrait} />}
                <span className={styles.rowMain}>
                  <span className={styles.rowTop}>
                    <span className={styles.rowName} title={title}>
                      {truncateTitle(title, LIST_LIMITS.titleTruncate)}
                    </span>
                    <span className={styles.rowTime}>{formatChatTime(c.updateTime)}</span>
                  </span>
                  <span className={styles.rowTop}>
                    <span className={styles.rowSub} style={{ flexGrow: 1 }}>
                      {previewOf(c)}
                    </span>
                    {c.unreadMessage > 0 && <CounterBadge count={c.unreadMessage} overflowCount={LIST_LIMITS.badgeMax} size="small" color="danger" data-testid="unread-badge" />}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
};
