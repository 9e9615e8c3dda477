/**
 * Actions that wait for their answer (issue 28 item 8e): a button that sends something is disabled from the press
 * until the answer comes back, and a second press meanwhile does nothing. Disabling alone is not enough: a double
 * click, or Enter held down, can land twice before React draws the button disabled, each press seeing the state of
 * the render before. So the guard is a ref, set in the press itself (as useForm's submit does); `pending` is what
 * the button shows. `useOneAtATime` is for a form's submit (the form's submit button takes `disabled={pending}`);
 * `AsyncButton` is a Fluent Button whose `onClick` answers a promise.
 */
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useCallback, useRef, useState, type ReactNode } from 'react';

export interface OneAtATime {
  /** Whether an action is waiting for its answer. */
  pending: boolean;
  /** Runs `action` unless one is already waiting (then answers undefined and runs nothing). */
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
}

export const useOneAtATime = (): OneAtATime => {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await action();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
};

export interface AsyncButtonProps {
  /** What the press does; the button waits for it (disabled, presses ignored) until it settles. */
  onClick: () => Promise<unknown>;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  disabled?: boolean;
}

export const AsyncButton = ({ onClick, disabled = false, children, ...rest }: AsyncButtonProps) => {
  const { pending, run } = useOneAtATime();
  return (
    <Button {...rest} disabled={disabled || pending} {...(pending ? { 'aria-busy': true } : {})} onClick={() => void run(onClick)}>
      {children}
    </Button>
  );
};
