/** One screen of the panel: a header with back, the title and actions, then the scrolling body. */
import { Button, Tooltip } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePanel } from './panel-nav.js';
import { useChatStyles } from './styles.js';
import { tc } from '../texts.js';

export interface ScreenProps {
  title: ReactNode;
  actions?: ReactNode;
  /** Shown between the header and the body, not scrolled (a search box). */
  top?: ReactNode;
  /** Shown under the body, not scrolled (the input of a chat). */
  bottom?: ReactNode;
  children: ReactNode;
  backable?: boolean;
  bodyRef?: React.Ref<HTMLDivElement>;
  onBodyScroll?: React.UIEventHandler<HTMLDivElement>;
}

export const Screen = ({ title, actions, top, bottom, children, backable = true, bodyRef, onBodyScroll }: ScreenProps) => {
  const styles = useChatStyles();
  const nav = usePanel();
  return (
    <section className={styles.screen}>
      <header className={styles.header}>
        {backable && (
          <Tooltip content={tc('chat.back')} relationship="label">
            <Button appearance="subtle" size="small" onClick={nav.back}>
              ‹
            </Button>
          </Tooltip>
        )}
        <h2 className={styles.title} style={{ margin: 0 }}>
          {title}
        </h2>
        {actions}
        <Tooltip content={tc(nav.large ? 'chat.restoreSize' : 'chat.enlarge')} relationship="label">
          <Button appearance="subtle" size="small" onClick={nav.toggleLarge} data-testid="chat-resize" aria-pressed={nav.large}>
            {nav.large ? '⤡' : '⤢'}
          </Button>
        </Tooltip>
        <Tooltip content={tc('chat.close')} relationship="label">
          <Button appearance="subtle" size="small" onClick={nav.close} data-testid="chat-close">
            ✕
          </Button>
        </Tooltip>
      </header>
      {top}
      <div className={styles.body} ref={bodyRef} onScroll={onBodyScroll}>
        {children}
      </div>
      {bottom}
    </section>
  );
};
