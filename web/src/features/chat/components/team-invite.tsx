/**
 * /teamInvite (spec §2.5, §3 "Team invite"): the invitation card — team name, avatar, creation time, member
 * total, administrator and status. The team-record detail call is not shown in the spec, so the card shows what
 * the message carries; accepting is not offered here.
 */
import { t } from '../../../lib/i18n.js';
import { formatChatTime } from '../model/chat-time.js';
import { parseCard } from '../model/chat-text.js';
import { PersonAvatar } from './avatars.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export const TeamInvite = () => {
  const styles = useChatStyles();
  const nav = usePanel();
  const card = parseCard(nav.query.content ?? '') ?? {};
  const status = card.status === true ? t('chat.agreed') : card.status === false ? t('chat.rejected') : card.expire ? t('chat.inviteExpired') : t('chat.invitePending');
  return (
    <Screen title={t('chat.cardTeamInvite')}>
      <div className={styles.padded}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <PersonAvatar name={str(card.teamName) || '?'} src={str(card.headPortrait)} size={48} />
          <strong>{str(card.teamName) || str(card.name)}</strong>
        </div>
        {card.createTime !== undefined && <div className={styles.muted}>{t('chat.inviteCreated', { time: formatChatTime(Number(card.createTime)) })}</div>}
        {card.total !== undefined && <div className={styles.muted}>{t('chat.memberTotal', { total: str(card.total) })}</div>}
        {card.administrator !== undefined && <div className={styles.muted}>{t('chat.inviteAdmin', { name: str(card.administrator) })}</div>}
        <div>{status}</div>
      </div>
    </Screen>
  );
};
