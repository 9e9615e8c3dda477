/**
 * One message of /chatFrame (spec §4, §5): a time separator when more than 5 minutes passed, the avatar, the
 * sender's name in groups, the bubble, and under our own messages either 已读/未读 (personal chats) or, for a send
 * that failed, WeChat's red mark, 发送失败 with the reason and 重发 (the same client id).
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { formatSeparator, needsSeparator } from '../model/chat-time.js';
import { displayName } from '../model/chat-text.js';
import { deliveryOf, type ShownMessage } from '../model/message-list.js';
import { tc } from '../texts.js';
import { PersonAvatar } from './avatars.js';
import { MessageCard } from './message-card.js';

const useStyles = makeStyles({
  separator: { alignSelf: 'center', fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, padding: '2px 8px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  mine: { flexDirection: 'row-reverse' },
  stack: { display: 'flex', flexDirection: 'column', maxWidth: '72%', gap: '2px' },
  stackMine: { alignItems: 'flex-end' },
  sender: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  bubble: { padding: '6px 10px', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground3, wordBreak: 'break-word' },
  bubbleMine: { backgroundColor: tokens.colorBrandBackground2 },
  status: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  read: { color: tokens.colorPaletteGreenForeground1 },
  bubbleRow: { display: 'flex', alignItems: 'center', gap: '6px', maxWidth: '100%' },
  // WeChat's failed send: a red round exclamation mark left of the bubble.
  failMark: {
    flexShrink: 0,
    width: '18px',
    height: '18px',
    borderRadius: '50%',
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '12px',
    fontWeight: tokens.fontWeightBold,
    lineHeight: '18px',
    textAlign: 'center',
  },
  failedLine: { display: 'flex', alignItems: 'center', gap: '4px', fontSize: tokens.fontSizeBase100, color: tokens.colorPaletteRedForeground1 },
  resend: { minWidth: 'auto', padding: '0 4px', height: '18px', fontSize: tokens.fontSizeBase100, color: tokens.colorBrandForegroundLink },
});

export interface MessageRowProps {
  message: ShownMessage;
  /** The message shown above it (for the time separator). */
  previous: ShownMessage | undefined;
  me: { id: string; nickname: string };
  /** A group chat: others' messages show their sender's name. */
  group: boolean;
  /** A personal chat: our messages show 已读/未读. */
  personal: boolean;
  onResend(clientId: string): void;
}

export const MessageRow = ({ message: m, previous, me, group, personal, onResend }: MessageRowProps) => {
  const styles = useStyles();
  const mine = m.userId === me.id;
  const status = deliveryOf(m);
  const failed = mine && status === 'failed';
  const name = mine ? me.nickname : displayName({ nickname: m.nickname, isFriend: m.isFriend, sex: m.sex });
  return (
    <>
      {needsSeparator(previous?.sendTime, m.sendTime) && <span className={styles.separator}>{formatSeparator(m.sendTime)}</span>}
      <div className={`${styles.line} ${mine ? styles.mine : ''}`} data-testid={mine ? 'message-mine' : 'message-theirs'} data-status={mine ? status : undefined}>
        <PersonAvatar name={name} src={m.headPortrait} size={32} />
        <div className={`${styles.stack} ${mine ? styles.stackMine : ''}`}>
          {group && !mine && <span className={styles.sender}>{name}</span>}
          <div className={styles.bubbleRow}>
            {failed && (
              <span className={styles.failMark} role="img" aria-label={tc('chat.sendFailed')} title={m.failure}>
                !
              </span>
            )}
            <div className={`${styles.bubble} ${mine ? styles.bubbleMine : ''}`}>
              <MessageCard type={m.messageContentType} content={m.content} mine={mine} />
            </div>
          </div>
          {failed ? (
            <span className={styles.failedLine} data-testid="send-failed">
              <span>{m.failure ? tc('chat.sendFailedWhy', { reason: m.failure }) : tc('chat.sendFailed')}</span>
              <Button appearance="transparent" size="small" className={styles.resend} onClick={() => m.clientId && onResend(m.clientId)}>
                {tc('chat.resend')}
              </Button>
            </span>
          ) : (
            mine &&
            personal && (
              <span className={`${styles.status} ${status === 'read' ? styles.read : ''}`} data-testid="read-flag">
                {status === 'sending' ? tc('chat.sending') : status === 'read' ? tc('chat.read') : tc('chat.unread')}
              </span>
            )
          )}
        </div>
      </div>
    </>
  );
};
