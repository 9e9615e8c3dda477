/**
 * A handover from one side of a cooperation to the other (甲方移交资料, 乙方交付 …): a message and files (upload kind
 * `project-file`, through the demand's attachments field), about the running phase. The other side is told and it
 * becomes a process record.
 */
import { Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState, type FormEvent } from 'react';
import type { ProjectAttachment } from '../../../../../shared/schemas/project.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { serverIssues } from '../../../hooks/use-form.js';
import { isHttpError } from '../../../api/http-error.js';
import { toast } from '../../../lib/notify.js';
import { AttachmentsField } from '../../project-demand/public.js';
import { handOver } from '../api/cooperation.js';
import { tco } from '../cooperation-texts.js';
import type { HandoverKind } from '../model/cooperation.js';

const MESSAGE_MAX = 500;

const useStyles = makeStyles({
  about: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface HandoverDialogProps {
  kind: HandoverKind;
  projectId: string;
  /** The running phase the handover is about. */
  phase?: { index: number; name: string };
  /** To whom it goes. */
  to: 'partyA' | 'partyB';
  onSent: () => void;
  onClose: () => void;
}

export const HandoverDialog = ({ kind, projectId, phase, to, onSent, onClose }: HandoverDialogProps) => {
  const styles = useStyles();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<ProjectAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [messageError, setMessageError] = useState<string>();
  const [filesError, setFilesError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const text = message.trim();
    if (!text) return setMessageError(tco('co.handover.messageRequired'));
    if (text.length > MESSAGE_MAX) return setMessageError(tco('co.handover.messageMax', { max: MESSAGE_MAX }));
    if (uploading) return setFormError(tco('co.handover.uploading'));
    setSending(true);
    try {
      await handOver(kind, { projectId, message: text, files, ...(phase ? { phase: phase.index } : {}) });
      toast({ intent: 'success', text: tco('co.handover.sent') });
      onSent();
      onClose();
    } catch (error) {
      const issues = serverIssues(error);
      if (issues) {
        const first = issues[0];
        if (first?.path.startsWith('files')) setFilesError(first.message);
        else if (first) setMessageError(first.message);
      } else if (isHttpError(error) && error.kind === 'business') setFormError(error.msg);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      title={`${tco(`co.handover.${kind}`)} · ${tco(`co.handover.to.${to}`)}`}
      submitLabel={tco('co.handover.send')}
      submitting={sending}
      formError={formError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {phase && <p className={styles.about}>{tco('co.handover.phase', { index: phase.index, name: phase.name })}</p>}
      <Field label={tco('co.handover.message')} required {...(messageError ? { validationState: 'error' as const, validationMessage: messageError } : {})}>
        <Textarea
          value={message}
          resize="vertical"
          rows={4}
          maxLength={MESSAGE_MAX}
          onChange={(_event, data) => {
            setMessage(data.value);
            setMessageError(undefined);
            setFormError(undefined);
          }}
          data-testid="handover-message"
        />
      </Field>
      <AttachmentsField
        value={files}
        onChange={(update) => {
          setFiles((list) => update(list));
          setFilesError(undefined);
        }}
        onBusyChange={onBusyChange}
        error={filesError}
        disabled={sending}
      />
    </FormDialog>
  );
};
