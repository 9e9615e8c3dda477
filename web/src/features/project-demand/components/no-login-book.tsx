/**
 * /no-login-demand-book (spec §2.1): a visitor writes a demand book without logging in. What is written is kept in
 * this browser (model/local-book.ts) as it is typed; 发布 asks the visitor to log in (personal, team or company
 * login, each coming back to a new demand that carries the book) and goes straight there for someone logged in.
 * Pictures need a session for their upload (the presign is for logged-in people), so a visitor is told to log in
 * for them instead of starting an upload that would fail.
 *
 * Imports the editor: only lazily loaded route modules may import this file.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_TYPES } from '../../../../../shared/domains.js';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { richTextToPlain } from '../../../../../shared/rich-text.js';
import { FormError } from '../../../components/form-error.js';
import { RichTextEditor } from '../../../components/rich-text-editor/index.js';
import { te } from '../../../components/rich-text-editor/texts.js';
import { LOGIN_PAGES, paths } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { modal, toast } from '../../../lib/notify.js';
import { getToken } from '../../../lib/token.js';
import { demandFromLocalBookPath } from '../model/demand-paths.js';
import { clearLocalBook, readLocalBook, writeLocalBook } from '../model/local-book.js';
import { td } from '../texts.js';
import { bookIssue } from './book-editor.js';
import { DemandFrame } from './demand-frame.js';
import { useDemandFormStyles } from './form-styles.js';

/** How long typing pauses before the book is written to the browser's storage. */
const KEEP_DELAY_MS = 400;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  kept: { marginRight: 'auto', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  logins: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const hasFiles = (transfer: DataTransfer | null): boolean => Boolean(transfer && [...transfer.items].some((item) => item.kind === 'file'));

const loginTo = (path: string): string => `${path}?redirect=${encodeURIComponent(demandFromLocalBookPath)}`;

export const NoLoginBook = () => {
  const styles = useStyles();
  const form = useDemandFormStyles();
  const navigate = useNavigate();
  const loggedIn = getToken() !== undefined;
  const [initial] = useState(readLocalBook);
  const [name, setName] = useState(initial?.name ?? '');
  const [html, setHtml] = useState(initial?.bookHtml ?? '');
  const [keptAt, setKeptAt] = useState(initial?.savedAt);
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const first = useRef(true);
  /** What was typed and not yet written: written after the pause, or at once when the page is hidden or left. */
  const unkept = useRef<{ name: string; html: string } | undefined>(undefined);
  const [keeping, setKeeping] = useState(false);

  const keepNow = useCallback(() => {
    const book = unkept.current;
    if (!book) return;
    unkept.current = undefined;
    const at = writeLocalBook(book.name, book.html);
    setKeptAt(book.html === '' && book.name.trim() === '' ? undefined : at);
    setKeeping(false);
  }, []);

  useEffect(() => {
    // The book as it was read needs no writing back.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    unkept.current = { name, html };
    setKeeping(true);
    const timer = setTimeout(keepNow, KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, html, keepNow]);

  // A reload, a closed tab or a route change within the pause still keeps the last keystrokes.
  useEffect(() => {
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    window.addEventListener('pagehide', keepNow);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      window.removeEventListener('pagehide', keepNow);
      document.removeEventListener('visibilitychange', whenHidden);
      keepNow();
    };
  }, [keepNow]);

  /** A visitor's picture would need an upload the API refuses without a login: say so instead. */
  const refusePictures = {
    onClickCapture: (event: MouseEvent) => {
      if (loggedIn) return;
      const button = (event.target as Element).closest('button');
      if (button?.getAttribute('aria-label') === te('richTextEditor.image')) {
        event.preventDefault();
        event.stopPropagation();
        toast({ intent: 'info', text: td('local.imageNeedsLogin') });
      }
    },
    onPasteCapture: (event: ClipboardEvent) => {
      if (loggedIn || !hasFiles(event.clipboardData) || (event.clipboardData.getData('text/html') !== '' && richTextToPlain(event.clipboardData.getData('text/html')) !== '')) return;
      event.preventDefault();
      event.stopPropagation();
      toast({ intent: 'info', text: td('local.imageNeedsLogin') });
    },
    onDropCapture: (event: DragEvent) => {
      if (loggedIn || !hasFiles(event.dataTransfer)) return;
      event.preventDefault();
      event.stopPropagation();
      toast({ intent: 'info', text: td('local.imageNeedsLogin') });
    },
  };

  const publish = () => {
    if (busy) {
      setError(td('book.busy'));
      return;
    }
    const issue = html === '' ? td('err.bookEmpty') : bookIssue(html);
    if (issue) {
      setError(issue);
      return;
    }
    // Kept at once (not after the pause): the login page comes next.
    unkept.current = { name, html };
    keepNow();
    if (loggedIn) void navigate(demandFromLocalBookPath);
    else setAsking(true);
  };

  const clear = () =>
    modal({
      title: td('local.clearTitle'),
      text: td('local.clearText'),
      actions: [
        {
          label: td('local.clear'),
          primary: true,
          run: () => {
            clearLocalBook();
            setName('');
            setHtml('');
            setKeptAt(undefined);
            toast({ intent: 'success', text: td('local.cleared') });
          },
        },
        { label: td('preview.cancel') },
      ],
    });

  return (
    <>
      <DemandFrame title={td('demand.title.book')} lead={td('local.intro')}>
        <div className={styles.body}>
          <Field label={td('local.name')}>
            <Input value={name} maxLength={PROJECT_LIMITS.name} onChange={(_event, data) => setName(data.value)} data-testid="local-book-name" />
          </Field>
          <p className={form.hint}>{loggedIn ? td('book.hint') : td('local.hint')}</p>
          <div {...refusePictures}>
            <RichTextEditor
              aria-label={td('book.label')}
              placeholder={td('book.placeholder')}
              value={html}
              onChange={(next) => {
                setHtml(next);
                setError(undefined);
              }}
              maxLength={PROJECT_LIMITS.bookText}
              minHeight={360}
              onBusyChange={setBusy}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <FormError message={error} />
          <div className={form.actions}>
            <span className={styles.kept} aria-live="polite" data-testid="local-book-kept">
              {keeping ? td('local.saving') : keptAt ? td('local.savedAt', { time: formatDateTime(keptAt) }) : ''}
            </span>
            <Button appearance="secondary" onClick={clear} disabled={html === '' && name === ''}>
              {td('local.clear')}
            </Button>
            <Button appearance="primary" className={form.primary} onClick={publish}>
              {td('local.publish')}
            </Button>
          </div>
        </div>
      </DemandFrame>
      {asking && (
        <Dialog open onOpenChange={(_event, data) => !data.open && setAsking(false)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{td('local.loginTitle')}</DialogTitle>
              <DialogContent>{td('local.loginText')}</DialogContent>
              <DialogActions fluid>
                <div className={styles.logins}>
                  {ACCOUNT_TYPES.map((type) => (
                    <Button key={type} appearance={type === 'PERSONAGE' ? 'primary' : 'secondary'} onClick={() => void navigate(loginTo(LOGIN_PAGES[type]))}>
                      {td(`local.loginAs.${type}`)}
                    </Button>
                  ))}
                  <Button appearance="subtle" onClick={() => void navigate(paths.register)}>
                    {td('local.register')}
                  </Button>
                  <Button appearance="subtle" onClick={() => setAsking(false)}>
                    {td('preview.cancel')}
                  </Button>
                </div>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
};
