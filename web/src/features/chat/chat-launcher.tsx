/**
 * The floating chat button (spec §2.3, §6) on every page, and the panel it opens. Logged in, it carries the
 * unread badge (at most 99) and opens the panel after `useBaseInfoGate()` allows it; logged out, it asks to log in
 * (`useLoginPrompt`: 请先登录 for a visitor, the expired-login confirmation after the server ended a session). The panel itself is its own chunk, fetched on the first open.
 */
import { Button, CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LIST_LIMITS } from '../../../../shared/limits.js';
import { t } from '../../lib/i18n.js';
import { useBaseInfoGate, useLoginPrompt, useUserInfo } from '../account/public.js';
import { useChatCounts } from './api/counts.js';
import { LineIcon } from '../../components/line-icon.js';
import { onOpenChat, type ChatWith } from '../../lib/chat-open.js';
import { setFloatMenuOpen, useFloatMenuOpen } from '../../components/float-stack.js';
import { useNarrow } from '../../hooks/use-narrow.js';
import { SERVICE_ACCOUNT_ID } from '../../../../shared/realtime.js';
import { panelPath } from './model/panel-paths.js';
import { tc } from './texts.js';

/** The person's own service chat with 合作云客服, as the panel opens it. */
const serviceChatPath = () =>
  panelPath('/chatFrame', { messageType: 'SERVICE', joinUserId: SERVICE_ACCOUNT_ID, title: tc('chat.service'), nickname: tc('chat.service'), type: 'personal' });

/** A conversation a page asked for (联系卖家, 报价), with the goods card and the text to send when it opens. */
const conversationPath = (target: ChatWith) =>
  panelPath('/chatFrame', {
    messageType: 'MSG',
    joinUserId: target.joinUserId,
    title: target.title,
    type: 'personal',
    ...(target.goods ? { form: 'recommendGoods', ...target.goods } : {}),
    ...(target.note ? { note: target.note } : {}),
  });

const ChatPanel = lazy(() => import('./components/chat-panel.js'));

const useStyles = makeStyles({
  launcher: { position: 'fixed', right: '24px', bottom: '24px', zIndex: 999 },
  button: { width: '56px', height: '56px', minWidth: '56px', borderRadius: '50%', fontSize: '24px', boxShadow: tokens.shadow16 },
  badge: { position: 'absolute', top: '-4px', right: '-4px', pointerEvents: 'none' },
});

/**
 * The floating chat button, `extra` (the unread badge) beside it. On a phone it is the one floating button: it opens
 * the floating menu (消息 among the helper's items) rather than doing `act`.
 */
const LauncherButton = ({ act, extra }: { act: () => void; extra?: ReactNode }) => {
  const styles = useStyles();
  const narrow = useNarrow();
  const menuOpen = useFloatMenuOpen();
  const label = narrow ? t('chat.menu') : t('chat.open');
  return (
    <div className={styles.launcher} data-floating="">
      <Button
        appearance="primary"
        className={styles.button}
        data-testid="chat-launcher"
        aria-label={label}
        aria-expanded={narrow ? menuOpen : undefined}
        title={label}
        onClick={narrow ? () => setFloatMenuOpen(!menuOpen) : act}
      >
        <LineIcon name="chat" size={26} />
      </Button>
      {extra}
    </div>
  );
};

const LoggedInLauncher = () => {
  const styles = useStyles();
  const { data: me } = useUserInfo();
  const allowed = useBaseInfoGate();
  const { data: counts } = useChatCounts(Boolean(me));
  const [open, setOpen] = useState(false);
  const [initialPath, setInitialPath] = useState<string>();

  // 联系客服 from the helper, the FAQ or the footer: the panel opens on the person's service chat; 联系卖家 on the seller.
  useEffect(
    () =>
      onOpenChat((target) => {
        setFloatMenuOpen(false);
        if (!allowed()) return;
        setInitialPath(target === 'service' ? serviceChatPath() : target === 'panel' ? undefined : conversationPath(target));
        setOpen(false);
        // A new panel (closed first if open), so that it starts on the service chat.
        setTimeout(() => setOpen(true), 0);
      }),
    [allowed],
  );

  return (
    <>
      {!open && (
        <LauncherButton
          act={() => {
            setInitialPath(undefined);
            if (allowed()) setOpen(true);
          }}
          extra={<CounterBadge className={styles.badge} count={counts?.all ?? 0} overflowCount={LIST_LIMITS.badgeMax} color="danger" size="small" data-testid="chat-badge" />}
        />
      )}
      {me && open && (
        <Suspense fallback={null}>
          <ChatPanel me={me} onClose={() => setOpen(false)} initialPath={initialPath} />
        </Suspense>
      )}
    </>
  );
};

const LoggedOutLauncher = () => {
  const ask = useLoginPrompt();
  // 联系客服 (or 消息) asked by a visitor: log in first.
  useEffect(
    () =>
      onOpenChat(() => {
        setFloatMenuOpen(false);
        ask();
      }),
    [ask],
  );
  return <LauncherButton act={ask} />;
};

export const ChatLauncher = ({ loggedIn }: { loggedIn: boolean }) => (loggedIn ? <LoggedInLauncher /> : <LoggedOutLauncher />);

export default ChatLauncher;
