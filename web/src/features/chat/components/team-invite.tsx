/**
 * /teamInvite (spec §2.5, §3 "Team invite record"): the invitation behind a card — team name, avatar, when it
 * was sent, member total, administrator and status — with 同意 / 拒绝 for the invited person while it is
 * pending; an expired one shows 邀请已失效 without buttons. Its detail comes from `team-detail/{id}`.
 */
import { Button, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { toast } from '../../../lib/notify.js';
import { answerTeamInvite, useTeamInvite } from '../api/team-invites.js';
import { formatChatTime } from '../model/chat-time.js';
import { parseCard } from '../model/chat-text.js';
import { PersonAvatar } from './avatars.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { tc } from '../texts.js';

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export const TeamInvite = () => {
  const styles = useChatStyles();
  const nav = usePanel();
  const card = parseCard(nav.query.content ?? '') ?? {};
  const recordId = str(card.recomendId);
  const { data: record, error, mutate } = useTeamInvite(recordId || undefined);
  const [answering, setAnswering] = useState(false);

  const answer = async (pass: boolean) => {
    setAnswering(true);
    try {
      await answerTeamInvite(recordId, pass);
      toast({ intent: 'success', text: pass ? tc(info?.orgType === 'COMPANY' ? 'chat.companyJoined' : 'chat.teamJoined') : tc('chat.rejected') });
      await mutate();
    } catch (failure) {
      toast({ intent: 'error', text: (failure as { msg?: string }).msg ?? tc('chat.failed') });
    } finally {
      setAnswering(false);
    }
  };

  const info = record?.info;
  const status = !info ? '' : info.status === true ? tc('chat.agreed') : info.status === false ? tc('chat.rejected') : info.expire ? tc('chat.inviteExpired') : tc('chat.invitePending');
  // Only the invited person answers; the card's sender sees the status.
  const mayAnswer = info?.status === null && !info.expire && nav.query.mine !== 'true';
  return (
    <Screen title={tc(info?.orgType === 'COMPANY' ? 'chat.cardCompanyInvite' : info?.recover ? 'chat.cardTeamRecover' : 'chat.cardTeamInvite')}>
      <div className={styles.padded} data-testid="team-invite">
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <PersonAvatar name={info?.teamName || str(card.teamName) || '?'} src={info?.headPortrait || str(card.headPortrait)} size={48} />
          <strong>{info?.teamName || str(card.teamName)}</strong>
        </div>
        {!record && !error && <Spinner size="small" />}
        {error !== undefined && <div className={styles.muted}>{tc('chat.inviteExpired')}</div>}
        {info && (
          <>
            <div className={styles.muted}>{tc('chat.inviteCreated', { time: formatChatTime(info.createTime) })}</div>
            <div className={styles.muted}>{tc('chat.memberTotal', { total: String(info.total) })}</div>
            <div className={styles.muted}>{tc('chat.inviteAdmin', { name: info.administrator })}</div>
            <div data-testid="team-invite-status">{status}</div>
          </>
        )}
        {mayAnswer && (
          <div style={{ display: 'flex', gap: 8 }}>
            <Button appearance="primary" disabled={answering} onClick={() => void answer(true)}>
              {tc('chat.agree')}
            </Button>
            <Button disabled={answering} onClick={() => void answer(false)}>
              {tc('chat.reject')}
            </Button>
          </div>
        )}
      </div>
    </Screen>
  );
};
