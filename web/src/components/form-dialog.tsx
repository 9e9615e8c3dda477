/**
 * A dialog that is one form: title, fields, the form's own error, then 取消 and the submit button. Every small
 * form of the product that opens over a page (添加员工, 创建团队, 恢复账号 ...) is one of these.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { t } from '../lib/i18n.js';
import { FormError } from './form-error.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  submitting: boolean;
  formError?: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** 'alert' when the page behind must not be dismissed by a click outside. */
  modalType?: 'modal' | 'alert';
  children: ReactNode;
}

export const FormDialog = ({ title, submitLabel, submitting, formError, onSubmit, onClose, modalType = 'modal', children }: FormDialogProps) => {
  const styles = useStyles();
  return (
    <Dialog open modalType={modalType} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {children}
              <FormError message={formError} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={submitting}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
