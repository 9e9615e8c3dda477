/** The real menu behind DeferredMenu, in its own chunk: Fluent's Menu with a plain button as trigger. */
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useEffect, useRef, type ReactNode } from 'react';

export interface MenuEntry {
  key: string;
  label: string;
  onSelect: () => void;
}

export interface MenuBodyProps {
  label: string;
  triggerClassName: string;
  children: ReactNode;
  items: readonly MenuEntry[];
  /** Open at once: someone clicked the trigger before this code arrived. */
  defaultOpen: boolean;
  /** Focus the trigger at once: the placeholder it replaces had the focus. */
  focusTrigger: boolean;
}

export const MenuBody = ({ label, triggerClassName, children, items, defaultOpen, focusTrigger }: MenuBodyProps) => {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <Menu positioning="below-start" defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <button ref={trigger} type="button" className={triggerClassName} aria-label={label}>
          {children}
        </button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.key} onClick={item.onSelect}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
