/** Renders the notices of `lib/notify` once for the whole app: Fluent toasts, and one modal at a time. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onPageLeft, subscribeNotices, type ModalAction, type ModalRequest } from '../lib/notify.js';

const DEFAULT_TOAST_MS = 3_000;

const useStyles = makeStyles({
  // Spec §9: default dialog width 460px.
  surface: { maxWidth: '460px' },
  text: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
});

const sameModal = (a: ModalRequest, b: ModalRequest): boolean => a.title === b.title && a.text === b.text;

export const NotifierHost = () => {
  const styles = useStyles();
  const toasterId = useId('notifier');
  const { dispatchToast } = useToastController(toasterId);
  const [modals, setModals] = useState<readonly ModalRequest[]>([]);

  useEffect(
    () =>
      subscribeNotices((notice) => {
        if (notice.kind === 'toast') {
          dispatchToast(
            <Toast>
              <ToastTitle>{notice.text}</ToastTitle>
            </Toast>,
            { intent: notice.intent, timeout: notice.timeoutMs ?? DEFAULT_TOAST_MS },
          );
          return;
        }
        // Parallel calls failing alike would stack identical modals; one is enough.
        setModals((queue) => (queue.some((queued) => sameModal(queued, notice)) ? queue : [...queue, notice]));
      }),
    [dispatchToast],
  );

  // Another page: the modals of the one left close, nothing of theirs runs (lib/notify `acrossPages`).
  useEffect(() => onPageLeft(() => setModals((queue) => queue.filter((queued) => queued.acrossPages))), []);

  const current = modals[0];
  // The closing dialog keeps its text while it fades out, instead of going blank.
  const lastShown = useRef<ModalRequest | undefined>(undefined);
  if (current) lastShown.current = current;
  const shown = current ?? lastShown.current;
  const close = useCallback(
    (action?: ModalAction) => {
      setModals((queue) => queue.slice(1));
      action?.run?.();
      current?.onClosed?.();
    },
    [current],
  );

  return (
    <>
      <Toaster toasterId={toasterId} position="top" pauseOnHover limit={3} />
      <Dialog open={current !== undefined} onOpenChange={(_, data) => !data.open && close()}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{shown?.title}</DialogTitle>
            <DialogContent className={styles.text}>{shown?.text}</DialogContent>
            <DialogActions>
              {shown?.actions.map((action) => (
                <Button key={action.label} appearance={action.primary ? 'primary' : 'secondary'} onClick={() => close(action)}>
                  {action.label}
                </Button>
              ))}
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
};
