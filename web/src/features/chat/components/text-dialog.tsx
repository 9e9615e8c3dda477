/**
 * A dialog asking for one text (a reply of 50 characters, a group name, a friend-group name, a note) with a
 * counter of what is left; `check` may refuse the value with a message shown under the field.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Textarea } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { t } from '../../../lib/i18n.js';
import { tc } from '../texts.js';

export interface TextDialogProps {
  title: string;
  label: string;
  max: number;
  initial?: string;
  multiline?: boolean;
  confirmLabel?: string;
  /** The refusal message, or undefined to accept. */
  check?: (value: string) => string | undefined;
  /** Resolves when done; a rejection's message stays in the dialog. */
  onSubmit: (value: string) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}

export const TextDialog = ({ title, label, max, initial = '', multiline, confirmLabel, check, onSubmit, onClose, children }: TextDialogProps) => {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const refused = check?.(value);
    if (refused) return setProblem(refused);
    setBusy(true);
    try {
      await onSubmit(value);
      onClose();
    } catch (error) {
      setProblem((error as { msg?: string; message?: string }).msg ?? (error as Error).message ?? tc('chat.failed'));
    } finally {
      setBusy(false);
    }
  };

  const onChange = (next: string) => {
    setValue(next.slice(0, max));
    setProblem(undefined);
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: 400 }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {children}
            <Field label={label} validationMessage={problem} hint={tc('chat.remaining', { left: max - value.length, max })}>
              {multiline ? (
                <Textarea value={value} onChange={(_e, d) => onChange(d.value)} maxLength={max} resize="vertical" />
              ) : (
                <Input value={value} onChange={(_e, d) => onChange(d.value)} maxLength={max} onKeyDown={(e) => e.key === 'Enter' && void submit()} />
              )}
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('notice.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
              {confirmLabel ?? t('notice.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
