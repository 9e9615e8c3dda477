/**
 * What a friend request (新的朋友) and a group request (新的群聊) share: the decision line — 已同意 / 已拒绝, or while
 * pending 回复 for both sides and 拒绝 (confirmed) / 同意 for the receiver only — and the reply dialog.
 */
import { Button } from '@fluentui/react-components';
import { confirmAction } from './confirm.js';
import { useChatStyles } from './styles.js';
import { TextDialog } from './text-dialog.js';
import { tc } from '../texts.js';

export type RequestState = 'pending' | 'agreed' | 'rejected';

export const RequestDecision = ({
  state,
  receiver,
  rejectConfirm,
  onReply,
  onReject,
  onAgree,
}: {
  state: RequestState;
  /** Only the receiver may agree or reject (spec §6). */
  receiver: boolean;
  /** The confirmation asked before rejecting. */
  rejectConfirm: string;
  onReply: () => void;
  onReject: () => void;
  onAgree: () => void;
}) => {
  const common = useChatStyles();
  if (state !== 'pending') return <span className={common.muted}>{tc(state === 'agreed' ? 'chat.agreed' : 'chat.rejected')}</span>;
  return (
    <div className={common.actions} style={{ justifyContent: 'flex-start' }}>
      <Button size="small" onClick={onReply}>
        {tc('chat.reply')}
      </Button>
      {receiver && (
        <>
          <Button size="small" onClick={() => confirmAction(rejectConfirm, onReject)}>
            {tc('chat.reject')}
          </Button>
          <Button size="small" appearance="primary" onClick={onAgree}>
            {tc('chat.agree')}
          </Button>
        </>
      )}
    </div>
  );
};

/** The reply dialog of a request: blank refused, at most `max` characters (50 for both in spec §5). */
export const ReplyDialog = ({ max, onSend, onClose }: { max: number; onSend: (text: string) => Promise<void>; onClose: () => void }) => (
  <TextDialog
    title={tc('chat.replyTitle')}
    label={tc('chat.replyContent')}
    max={max}
    multiline
    check={(v) => (v.trim() ? undefined : tc('chat.replyRequired'))}
    onSubmit={(v) => onSend(v.trim())}
    onClose={onClose}
  />
);
