/**
 * 链接: the address of the link at the cursor (or of the selected text). Only http, https, mailto and tel are
 * accepted (spec §5, links.ts); anything else is refused under the field with a Chinese message and nothing
 * changes. With nothing selected, the address itself is inserted as the link's text.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n.js';
import { linkFromInput } from './links.js';
import { te } from './texts.js';

export interface LinkDialogProps {
  /** The address of the link being edited, '' for a new one. */
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

export const LinkDialog = ({ initial, onApply, onRemove, onClose }: LinkDialogProps) => {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = linkFromInput(text);
    if ('refused' in result) {
      setError(te(result.refused === 'empty' ? 'richTextEditor.linkEmpty' : 'richTextEditor.linkRefused'));
      return;
    }
    onApply(result.href);
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{te('richTextEditor.linkTitle')}</DialogTitle>
            <DialogContent>
              <Field
                label={te('richTextEditor.linkLabel')}
                hint={te('richTextEditor.linkHint')}
                validationState={error ? 'error' : 'none'}
                validationMessage={error}
              >
                <Input
                  type="url"
                  value={text}
                  placeholder={te('richTextEditor.linkPlaceholder')}
                  autoFocus
                  data-testid="rich-text-editor-link-input"
                  onChange={(_event, data) => {
                    setText(data.value);
                    setError(undefined);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              {initial && (
                <Button appearance="secondary" onClick={onRemove}>
                  {te('richTextEditor.linkRemove')}
                </Button>
              )}
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit">
                {te('richTextEditor.linkSubmit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
