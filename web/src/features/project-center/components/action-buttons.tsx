/**
 * The buttons of a process object (docs/processes.md): exactly the `actions` the server answered for the viewer,
 * each labelled by its action. An action with `confirm` asks that sentence first; one with `reason` asks for a
 * reason in the same dialog (required where the caller says so, e.g. 终止洽谈); then `onRun` does it.
 * `onPress` lets a page take an action over itself (opening the terms editor, going to the fee page).
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { useOneAtATime } from '../../../components/async-button.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import { t } from '../../../lib/i18n.js';
import { tp } from '../texts.js';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  sentence: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The primary look is for the action that moves the thing forward; refusing, ending, withdrawing and sending back
 * (a phase's no-pass, 撤回修改, 重新编写) are secondary; 确认并修改 (ensureNoPass) takes the phase on, so it is primary.
 */
const SECONDARY = /^(decline|cancel|terminate|withdraw|delete|modifyAgain|goCompile)$|(?<!ensure)NoPass$/;

export interface ActionButtonsProps {
  actions: readonly ProcessAction[];
  onRun: (action: ProcessAction, reason?: string) => Promise<unknown>;
  /** Takes the action over (returns true) before any dialog. */
  onPress?: (action: ProcessAction) => boolean;
  /** Whether the action's reason must be written (otherwise it is optional). */
  reasonRequired?: (action: ProcessAction) => boolean;
  /** The longest reason the server takes (a note by default; a phase's no-pass takes more). */
  reasonMax?: number;
  size?: 'small' | 'medium';
  className?: string;
}

const AskDialog = ({ action, required, max, onRun, onClose }: { action: ProcessAction; required: boolean; max: number; onRun: (reason?: string) => Promise<unknown>; onClose: () => void }) => {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  // One answer at a time, the guard set in the press itself: a double click on 确定 (验收通过 releases the escrow) sends once.
  const { pending: sending, run } = useOneAtATime();
  const submit = async () => {
    const text = reason.trim();
    if (action.reason && required && !text) return setError(tp('pc.action.reasonRequired'));
    if (text.length > max) return setError(tp('pc.action.reasonMax', { max }));
    await run(async () => {
      try {
        await onRun(action.reason && text ? text : undefined);
        onClose();
      } catch {
        // The HTTP helper told the person; the dialog closes so the refreshed page shows where things stand.
        onClose();
      }
    });
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{action.label}</DialogTitle>
            <DialogContent className={styles.content}>
              {action.confirm && <p className={styles.sentence}>{action.confirm}</p>}
              {action.reason && (
                <Field
                  label={required ? tp('pc.action.reasonLabel') : tp('pc.action.reasonOptional')}
                  required={required}
                  {...(error ? { validationState: 'error' as const, validationMessage: error } : {})}
                >
                  <Textarea
                    value={reason}
                    resize="vertical"
                    maxLength={max}
                    onChange={(_event, data) => {
                      setReason(data.value);
                      setError(undefined);
                    }}
                    data-testid="action-reason"
                  />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={sending}>
                {tp('pc.action.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};

export const ActionButtons = ({ actions, onRun, onPress, reasonRequired, reasonMax = PROJECT_LIMITS.note, size = 'medium', className }: ActionButtonsProps) => {
  const styles = useStyles();
  const [asking, setAsking] = useState<ProcessAction>();
  const [running, setRunning] = useState<string>();
  if (actions.length === 0) return null;
  const press = async (action: ProcessAction) => {
    if (onPress?.(action)) return;
    if (action.confirm || action.reason) {
      setAsking(action);
      return;
    }
    setRunning(action.name);
    try {
      await onRun(action);
    } catch {
      // Told by the HTTP helper (or the caller).
    } finally {
      setRunning(undefined);
    }
  };
  return (
    <div className={className ?? styles.row}>
      {actions.map((action) => (
        <Button
          key={action.name}
          size={size}
          appearance={SECONDARY.test(action.name) ? 'secondary' : 'primary'}
          disabled={running !== undefined}
          onClick={() => void press(action)}
          data-action={action.name}
        >
          {action.label}
        </Button>
      ))}
      {asking && <AskDialog action={asking} required={reasonRequired?.(asking) ?? false} max={reasonMax} onRun={(reason) => onRun(asking, reason)} onClose={() => setAsking(undefined)} />}
    </div>
  );
};
