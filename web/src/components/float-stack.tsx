/**
 * The column of floating buttons above the chat button (spec §2.3): the floating helper and, on /home, the
 * back-to-top float. They share one fixed column, so whatever each holds (the helper gained 联系客服) they never
 * cover each other; each piece renders into it through a portal, in the order its `order` gives (lower is higher
 * up). The chat button sits 24px from the corner and is 56px tall; the column keeps 16px above it.
 */
import { makeStyles } from '@fluentui/react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const STACK_ID = 'float-stack';
const CHAT_BUTTON_TOP = 24 + 56;

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
  },
});

/** The column itself, once in the layout. */
export const FloatStack = () => <div id={STACK_ID} className={useStyles().stack} />;

/** Renders its children in the column, at `order` (lower is higher up); where there is no column, in place. */
export const InFloatStack = ({ order, children }: { order: number; children: ReactNode }) => {
  // Found at once when the column is already there (the helper and back-to-top arrive after the layout).
  const [stack, setStack] = useState<HTMLElement | null>(() => document.getElementById(STACK_ID));
  useEffect(() => setStack(document.getElementById(STACK_ID)), []);
  return stack ? createPortal(<div style={{ order, display: 'flex' }}>{children}</div>, stack) : <>{children}</>;
};
