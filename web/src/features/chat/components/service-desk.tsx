/**
 * /serviceDesk: the service desk's screen (desk staff only): the people who wrote to 合作云客服, newest first, with
 * their unread counts; opening one is their service chat, answered like any chat. Several staff may answer: every
 * member of the desk sees the same list and the same conversation. Above it, 纠纷处理 with the count of disputes waiting
 * leads to the desk's dispute pages.
 */
import { CounterBadge, Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { LIST_LIMITS } from '../../../../../shared/limits.js';
import { onRadio } from '../../../lib/radio-events.js';
import { DeskDisputesEntry } from '../../project-center/public.js';
import { useConsults, type ConsultRow } from '../api/messages.js';
import { formatChatTime } from '../model/chat-time.js';
import { truncateTitle } from '../model/chat-text.js';
import { panelPath } from '../model/panel-paths.js';
import { tc } from '../texts.js';
import { PersonAvatar } from './avatars.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { BANG_REFRESH_MS } from './messages-tab.js';

export const ServiceDesk = () => {
  const styles = useChatStyles();
  const nav = usePanel();
  const { data, isLoading, mutate } = useConsults();

  // A new question (BANG_RADIO) refreshes the list, as the messages tab does.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onRadio('BANG_RADIO', () => {
      clearTimeout(timer);
      timer = setTimeout(() => void mutate(), BANG_REFRESH_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [mutate]);

  const open = (row: ConsultRow) =>
    nav.go(panelPath('/chatFrame', { messageType: 'SERVICE', joinUserId: row.userId, title: row.nickname, nickname: row.nickname, headPortrait: row.headPortrait, type: 'personal' }));

  return (
    <Screen title={tc('chat.serviceDesk')}>
      <div style={{ display: 'flex', padding: '0 12px 8px' }}>
        <DeskDisputesEntry />
      </div>
      {isLoading && !data && <Spinner size="small" />}
      {data && data.length === 0 && <div className={styles.empty}>{tc('chat.deskEmpty')}</div>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={tc('chat.serviceDesk')}>
        {(data ?? []).map((row) => (
          <li key={row.userId}>
            <button type="button" className={styles.row} onClick={() => open(row)} data-testid="consult">
              <PersonAvatar name={row.nickname} src={row.headPortrait} />
              <span className={styles.rowMain}>
                <span className={styles.rowTop}>
                  <span className={styles.rowName} title={row.nickname}>
                    {truncateTitle(row.nickname, LIST_LIMITS.titleTruncate)}
                    {row.done && <span className={styles.rowSub}>{` · ${tc('chat.deskDone')}`}</span>}
                  </span>
                  <span className={styles.rowTime}>{formatChatTime(row.updateTime)}</span>
                </span>
                <span className={styles.rowTop}>
                  <span className={styles.rowSub} style={{ flexGrow: 1 }}>
                    {row.messageContent}
                  </span>
                  {row.unread > 0 && <CounterBadge count={row.unread} overflowCount={LIST_LIMITS.badgeMax} size="small" color="danger" data-testid="unread-badge" />}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
};
