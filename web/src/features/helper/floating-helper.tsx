/**
 * The floating helper on every page (spec §2.3, §4): 意见反馈 and 使用说明, stacked above the floating chat
 * button. Feedback needs a login (logged out: the chat button's 重新登录 prompt) and complete basic information
 * (`useBaseInfoGate`); the guide is for everyone. Each dialog is its own chunk, fetched on the first open (or
 * when the pointer comes near its button).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useBaseInfoGate } from '../account/public.js';
import { openChat } from '../../lib/chat-open.js';
import { InFloatStack } from '../../components/float-stack.js';
import { useNarrow } from '../../hooks/use-narrow.js';
import { LineIcon } from '../../components/line-icon.js';
import { useLoginPrompt } from '../account/public.js';
import { th } from './texts.js';

const loadFeedback = () => import('./components/feedback-dialog.js');
const loadHowToUse = () => import('./components/how-to-use-dialog.js');
const FeedbackDialog = lazy(loadFeedback);
const HowToUseDialog = lazy(loadHowToUse);

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexDirection: 'column',
    width: '56px',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderRadius: '28px',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2px',
    padding: `${tokens.spacingVerticalS} 0`,
    border: 'none',
    borderRadius: '24px',
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    cursor: 'pointer',
    ':hover': { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },

  divider: { height: '1px', margin: `0 ${tokens.spacingHorizontalS}`, backgroundColor: tokens.colorNeutralStroke2 },
});

type Opened = 'feedback' | 'howToUse' | undefined;

export const FloatingHelper = ({ loggedIn }: { loggedIn: boolean }) => {
  const styles = useStyles();
  const askLogin = useLoginPrompt();
  const allowed = useBaseInfoGate();
  const [opened, setOpened] = useState<Opened>();
  // On a phone the chat button opens this column as a menu, so 消息 is one of its items.
  const narrow = useNarrow();

  const openFeedback = () => {
    if (!loggedIn) askLogin();
    else if (allowed()) setOpened('feedback');
  };
  const close = () => setOpened(undefined);
  const prefetchFeedback = () => {
    if (loggedIn) void loadFeedback();
  };

  return (
    <>
      <InFloatStack order={1}>
        <nav className={styles.bar} aria-label={th('helper.toolbar')} data-testid="floating-helper">
          <button
            type="button"
            className={styles.item}
            data-testid="helper-feedback"
            onClick={openFeedback}
            onPointerEnter={prefetchFeedback}
            onFocus={prefetchFeedback}
          >
            <LineIcon name="feedback" size={22} />
            <span>{th('helper.feedback')}</span>
          </button>
          <div className={styles.divider} role="presentation" />
          <button
            type="button"
            className={styles.item}
            data-testid="helper-how-to-use"
            onClick={() => setOpened('howToUse')}
            onPointerEnter={() => void loadHowToUse()}
            onFocus={() => void loadHowToUse()}
          >
            <LineIcon name="help" size={22} />
            <span>{th('helper.howToUse')}</span>
          </button>
          <div className={styles.divider} role="presentation" />
          <button type="button" className={styles.item} data-testid="helper-service" onClick={() => openChat('service')}>
            <LineIcon name="chat" size={22} />
            <span>{th('helper.service')}</span>
          </button>
          {narrow && (
            <>
              <div className={styles.divider} role="presentation" />
              <button type="button" className={styles.item} data-testid="helper-messages" onClick={() => openChat('panel')}>
                <LineIcon name="messages" size={22} />
                <span>{th('helper.messages')}</span>
              </button>
            </>
          )}
        </nav>
      </InFloatStack>
      <Suspense fallback={null}>
        {opened === 'feedback' && <FeedbackDialog onClose={close} />}
        {opened === 'howToUse' && <HowToUseDialog onClose={close} />}
      </Suspense>
    </>
  );
};

export default FloatingHelper;
