/**
 * The buttons of a process object (docs/processes.md): exactly the `actions` the server answered for the viewer,
 * each labelled by its action. An action with `confirm` asks that sentence first; one with `reason` asks for a
 * reason in the same dialog (required where the caller says so, e.g. 终止洽谈: components/action-ask-dialog.tsx);
 * then `onRun` does it.
 * `onPress` lets a page take an action over itself (opening the terms editor, going to the fee page).
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import { ActionAskDialog } from '../../../components/action-ask-dialog.js';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * The primary look is for the action that moves the thing forward; refusing, ending, withdrawing and sending back
 * (a phase's no-pass, 撤回修改, 重新编写, 拒绝延期) are secondary; 确认并修改 (ensureNoPass) takes the phase on, so it is primary.
 */
const SECONDARY = /^(decline|cancel|terminate|withdraw|delete|modifyAgain|goCompile|refusePostpone)$|(?<!ensure)NoPass$/;

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
      {asking && <ActionAskDialog action={asking} required={reasonRequired?.(asking) ?? false} max={reasonMax} onRun={(reason) => onRun(asking, reason)} onClose={() => setAsking(undefined)} />}
    </div>
  );
};
