/**
 * The column of floating buttons above the chat button (spec §2.3): the floating helper and, on /home, the
 * back-to-top float. They share one fixed column, so whatever each holds (the helper gained 联系客服) they never
 * cover each other; each piece renders into it through a portal, in the order its `order` gives (lower is higher
 * up). The chat button sits 24px from the corner and is 56px tall; the column keeps 16px above it.
 *
 * On a phone (NARROW_QUERY) the column and the chat button are one button: the chat button opens the column as a
 * menu (with 消息 in it) and the column is hidden otherwise, so that nothing floats over the page but that one button;
 * the page keeps room below its content for it (`FLOAT_CLEARANCE`), so no action stays under it.
 */
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { NARROW_MEDIA } from './page-styles.js';

const STACK_ID = 'float-stack';
const CHAT_BUTTON_TOP = 24 + 56;

/** Room a page leaves below its content on a phone, so that its last action can scroll clear of the floating button. */
export const FLOAT_CLEARANCE = `${CHAT_BUTTON_TOP + 16}px`;

// Whether the phone's menu is open: one value for the chat button (which toggles it) and the column (which shows it).
let menuOpen = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens or closes the phone's floating menu. */
export const setFloatMenuOpen = (open: boolean): void => {
  if (menuOpen === open) return;
  menuOpen = open;
  for (const listener of listeners) listener();
};

/** Whether the phone's floating menu is open. */
export const useFloatMenuOpen = (): boolean => useSyncExternalStore(subscribe, () => menuOpen, () => false);

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    right: '24px',
    bottom: `${CHAT_BUTTON_TOP + 16}px`,
    // Below the chat panel (1000) and its button (999): an open panel covers the column.
    zIndex: 998,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '16px',
    width: '56px',
    // The column itself takes no clicks; only what is in it does.
    pointerEvents: 'none',
    '& > *': { pointerEvents: 'auto' },
    [NARROW_MEDIA]: { display: 'none' },
  },
  open: { [NARROW_MEDIA]: { display: 'flex' } },
});

/** The column itself, once in the layout; on a phone shown only while its menu is open, and closed on every move. */
export const FloatStack = () => {
  const styles = useStyles();
  const open = useFloatMenuOpen();
  const { pathname, search } = useLocation();
  useEffect(() => setFloatMenuOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return undefined;
    // A tap anywhere else, or Escape, closes the menu (the chat button toggles it itself).
    const close = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest(`#${STACK_ID}, [data-testid="chat-launcher"]`)) return;
      setFloatMenuOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFloatMenuOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return <div id={STACK_ID} data-floating="" className={mergeClasses(styles.stack, open && styles.open)} />;
};

/** Renders its children in the column, at `order` (lower is higher up); where there is no column, in place. */
export const InFloatStack = ({ order, children }: { order: number; children: ReactNode }) => {
  // Found at once when the column is already there (the helper and back-to-top arrive after the layout).
  const [stack, setStack] = useState<HTMLElement | null>(() => document.getElementById(STACK_ID));
  useEffect(() => setStack(document.getElementById(STACK_ID)), []);
  return stack ? createPortal(<div style={{ order, display: 'flex' }}>{children}</div>, stack) : <>{children}</>;
};
