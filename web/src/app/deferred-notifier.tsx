/**
 * Mounts the toast and dialog host without putting it in the first-load bundle: its code is fetched once the
 * browser is idle after first paint, or at once when a notice is already waiting (notices queue until then).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/idle.js';
import { onNoticeWaiting } from '../lib/notify.js';

export const DeferredNotifier = () => {
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    let loading = false;
    let unmounted = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('../components/notifier-host.js').then(
        (module) => {
          if (!unmounted) setHost(() => module.NotifierHost);
        },
        (error: unknown) => {
          // Offline or mid-deploy: the next notice (or idle period) tries again; notices keep queueing.
          console.error(error);
          loading = false;
        },
      );
    };
    const cancelIdle = whenIdle(load);
    const stopWaiting = onNoticeWaiting(load);
    return () => {
      unmounted = true;
      cancelIdle();
      stopWaiting();
    };
  }, []);

  return Host ? <Host /> : null;
};
