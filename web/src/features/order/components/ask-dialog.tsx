/**
 * What an action asks before it runs (its process's `ask`): the confirmation sentence, and a reason where the action
 * takes one (拒绝, 申请平台介入: required), in one alert dialog; 确定 waits for the answer, once.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { t } from '../../../lib/i18n.js';
import { to } from '../texts.js';

const useStyles = makeStyles({
  sentence: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface AskDialogProps {
  action: ProcessAction;
  /** The longest reason the route takes. */
  reasonMax: number;
  onRun: (reason?: string) => Promise<unknown>;
  onClose: () => void;
}

export const AskDialog = ({ action, reasonMax, onRun, onClose }: AskDialogProps) => {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { pending, run } = useOneAtATime();
  const submit = async () => {
    const text = reason.trim();
    if (action.reason && !text) return setError(to('od.ask.reasonRequired'));
    await run(async () => {
      try {
        await onRun(action.reason ? text : undefined);
      } catch {
        // The HTTP helper told the person; the page reads the object again and shows where it stands.
      }
      onClose();
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
                <Field label={to('od.ask.reason')} required {...(error ? { validationState: 'error' as const, validationMessage: error } : {})}>
                  <Textarea
                    value={reason}
                    resize="vertical"
                    maxLength={reasonMax}
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
              <Button appearance="primary" type="submit" disabled={pending}>
                {to('od.ask.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
