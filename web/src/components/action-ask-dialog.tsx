/**
 * What a process action asks before it runs (docs/processes.md, its `ask`): the confirmation sentence, and a reason
 * where the action takes one (required where the caller says so), in one alert dialog; 确定 waits for the answer,
 * once (the guard set in the press itself: a double click on 确定 that releases an escrow sends once). The dialog
 * closes whatever the answer: a refusal was told by the HTTP helper, and the page read again shows where things stand.
 * The project center's action buttons and the order's and after-sale's buttons ask through it.
 */
import { Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { ProcessAction } from '../../../shared/process/types.js';
import { ta } from './action-ask-texts.js';
import { useOneAtATime } from './async-button.js';
import { FormDialog } from './form-dialog.js';

const useStyles = makeStyles({
  sentence: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
});

export interface ActionAskDialogProps {
  action: ProcessAction;
  /** Whether the action's reason must be written (otherwise it is optional). */
  required: boolean;
  /** The longest reason the route takes. */
  max: number;
  /** Runs the action with the reason written (undefined when none). */
  onRun: (reason?: string) => Promise<unknown>;
  onClose: () => void;
}

export const ActionAskDialog = ({ action, required, max, onRun, onClose }: ActionAskDialogProps) => {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { pending, run } = useOneAtATime();
  const submit = async () => {
    const text = reason.trim();
    if (action.reason && required && !text) return setError(ta('actionAsk.reasonRequired'));
    if (text.length > max) return setError(ta('actionAsk.reasonMax', { max }));
    await run(async () => {
      try {
        await onRun(action.reason && text ? text : undefined);
      } catch {
        // Told by the HTTP helper (or the caller).
      }
      onClose();
    });
  };
  return (
    <FormDialog
      title={action.label}
      submitLabel={ta('actionAsk.ok')}
      submitting={pending}
      modalType="alert"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {action.confirm && <p className={styles.sentence}>{action.confirm}</p>}
      {action.reason && (
        <Field
          label={required ? ta('actionAsk.reason') : ta('actionAsk.reasonOptional')}
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
    </FormDialog>
  );
};
