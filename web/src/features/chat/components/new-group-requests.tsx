/**
 * /newQun (spec §2.5, §4, §6): requests to join groups. Decided ones show 已同意 or 已拒绝; pending ones offer
 * 回复 (50 characters with a counter) to both sides and 同意 / 拒绝 to the group's owner only.
 */
import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../../../../shared/limits.js';
import { GROUP_REQUEST_STATUS } from '../../../../../shared/schemas/chat-groups.js';
import { toast } from '../../../lib/notify.js';
import { auditGroupRequest, GROUPS_KEY, replyGroupRequest, useGroupRequests } from '../api/groups.js';
import { useRefresh } from '../hooks/use-refresh.js';
import type { GroupRequest } from '../model/types.js';
import { PersonAvatar } from './avatars.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { ReplyDialog, RequestDecision } from './request-parts.js';
import { tc } from '../texts.js';

export const NewGroupRequests = () => {
  const common = useChatStyles();
  const nav = usePanel();
  const refresh = useRefresh();
  const { data, isLoading, mutate } = useGroupRequests();
  const [replying, setReplying] = useState<GroupRequest | undefined>(undefined);

  const reload = () => {
    void mutate();
    refresh.counts();
    refresh.keys(GROUPS_KEY);
  };
  const audit = (r: GroupRequest, pass: boolean) =>
    auditGroupRequest(r.id, pass).then(reload, (error: unknown) => {
      toast({ intent: 'error', text: (error as { msg?: string }).msg ?? tc('chat.failed') });
      reload();
    });

  return (
    <Screen title={tc('chat.newGroups')}>
      {isLoading && !data && <Spinner size="small" />}
      {data && data.length === 0 && <div className={common.empty}>{tc('chat.noRequests')}</div>}
      {(data ?? []).map((r) => {
        const receiver = r.receiverId === nav.me.id;
        return (
          <div key={r.id} className={common.row} style={{ cursor: 'default', alignItems: 'flex-start' }} data-testid="group-request">
            <PersonAvatar name={r.nickname} src={r.headPortrait} />
            <div className={common.rowMain}>
              <strong>{receiver ? tc('chat.groupApplyToMe', { name: r.nickname, group: r.groupName }) : tc('chat.groupApplyFromMe', { group: r.groupName })}</strong>
              {r.description && <span className={common.muted}>{r.description}</span>}
              {(r.messages ?? []).map((m) => (
                <span key={m.id} className={common.muted}>
                  {m.userId === nav.me.id ? tc('chat.me') : receiver ? r.nickname : r.receiveName}：{m.content}
                </span>
              ))}
              <RequestDecision
                state={r.status === GROUP_REQUEST_STATUS.agreed ? 'agreed' : r.status === GROUP_REQUEST_STATUS.refused ? 'rejected' : 'pending'}
                receiver={receiver}
                rejectConfirm={tc('chat.rejectGroupConfirm', { name: r.nickname })}
                onReply={() => setReplying(r)}
                onReject={() => void audit(r, false)}
                onAgree={() => void audit(r, true)}
              />
            </div>
          </div>
        );
      })}
      {replying && (
        <ReplyDialog
          max={TEXT_LIMITS.groupReply}
          onSend={async (text) => {
            await replyGroupRequest(replying.id, text);
            reload();
          }}
          onClose={() => setReplying(undefined)}
        />
      )}
    </Screen>
  );
};
