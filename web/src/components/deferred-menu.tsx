/**
 * A Fluent menu whose code stays out of the first-load bundle: a look-alike trigger renders at once, and the
 * real menu (Fluent Menu, tabster, floating-ui: ~30 KB gzip) replaces it once the browser is idle, or at once
 * when someone reaches for the trigger first, in which case the menu opens as soon as it arrives.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../lib/idle.js';
import type { MenuBodyProps, MenuEntry } from './menu-body.js';

export type { MenuEntry };

export interface DeferredMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  triggerClassName: string;
  /** What the trigger shows. */
  children: ReactNode;
  items: readonly MenuEntry[];
}

export const DeferredMenu = ({ label, triggerClassName, children, items }: DeferredMenuProps) => {
  const [Body, setBody] = useState<ComponentType<MenuBodyProps> | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./menu-body.js').then(
      (module) => {
        // The placeholder is about to be replaced: the real trigger takes its focus over.
        hadFocus.current = document.activeElement === placeholder.current;
        setBody(() => module.MenuBody);
      },
      (error: unknown) => {
        console.error(error);
        loading.current = false;
      },
    );
  }, []);

  useEffect(() => whenIdle(load), [load]);

  if (Body) {
    return (
      <Body label={label} triggerClassName={triggerClassName} items={items} defaultOpen={openOnArrival} focusTrigger={hadFocus.current}>
        {children}
      </Body>
    );
  }
  return (
    <button
      ref={placeholder}
      type="button"
      className={triggerClassName}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setOpenOnArrival(true);
        load();
      }}
    >
      {children}
    </button>
  );
};
