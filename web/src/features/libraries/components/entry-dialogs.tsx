/**
 * The libraries' dialogs: a folder's name (新建文件夹, 重命名), a file's upload or its details (上传文件, 编辑信息: a
 * literature file's kind, authors, year, source and keywords), a move into another folder, and a removal confirmed.
 * Refusals (a name taken, a folder gone) are shown in the dialog; every change revalidates the library's reads.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, ProgressBar, Select, Spinner, Textarea } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { LIBRARY_LIMITS } from '../../../../../shared/limits.js';
import type { LibraryEntry, LibraryName, LiteratureKind } from '../../../../../shared/schemas/libraries.js';
import { isHttpError } from '../../../api/http-error.js';
import { uploadFile, UploadError } from '../../../api/upload.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { moveEntry, refreshLibrary, removeEntry, saveEntry, useFolder, useLiteratureKinds, type SaveInput } from '../api/libraries.js';
import { tl } from '../texts.js';
import { useLibraryStyles } from './styles.js';

const messageOf = (error: unknown): string => (isHttpError(error) || error instanceof UploadError ? (error as { message: string }).message : t('upload.failed'));

/** A name as the server judges it, checked first here. */
const nameProblem = (name: string): string | undefined => {
  const trimmed = name.trim();
  if (!trimmed) return tl('lib.nameRequired');
  if (/[\\/]/.test(trimmed)) return tl('lib.nameSlash');
  return undefined;
};

const withoutExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, LIBRARY_LIMITS.name);
};

// ---------------------------------------------------------------- a folder's name

export interface NameDialogProps {
  library: LibraryName;
  /** The folder it goes into (a new folder), or the entry renamed. */
  parentId?: string | undefined;
  entry?: LibraryEntry;
  onClose: () => void;
}

export const NameDialog = ({ library, parentId, entry, onClose }: NameDialogProps) => {
  const [name, setName] = useState(entry?.name ?? '');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = nameProblem(name);
    if (problem) return setError(problem);
    setSending(true);
    try {
      const input: SaveInput = entry ? { id: entry.id, name: name.trim() } : { type: 'FOLDER', name: name.trim(), ...(parentId ? { parentId } : {}) };
      await saveEntry(library, input);
      await refreshLibrary(library);
      toast({ intent: 'success', text: entry ? tl('lib.saved') : tl('lib.created') });
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <FormDialog title={entry ? tl('lib.rename') : tl('lib.newFolder')} submitLabel={entry ? tl('lib.save') : tl('lib.create')} submitting={sending} formError={error} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <Field label={tl('lib.nameLabel')} required>
        <Input
          value={name}
          maxLength={LIBRARY_LIMITS.name}
          onChange={(_e, data) => {
            setName(data.value);
            setError(undefined);
          }}
          data-testid="library-name"
        />
      </Field>
    </FormDialog>
  );
};

// ---------------------------------------------------------------- a file: its upload, its details

export interface FileDialogProps {
  library: LibraryName;
  parentId?: string | undefined;
  /** The file whose details change (its name; a literature file's description); absent: a new upload. */
  entry?: LibraryEntry;
  onClose: () => void;
}

const keywordsOf = (text: string): string[] => [...new Set(text.split(/[,，、;；\s]+/).map((k) => k.trim()).filter(Boolean))];

export const FileDialog = ({ library, parentId, entry, onClose }: FileDialogProps) => {
  const styles = useLibraryStyles();
  const literature = library === 'literature';
  const { data: kinds } = useLiteratureKinds();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState(entry?.name ?? '');
  const [kind, setKind] = useState<LiteratureKind | ''>(entry?.literature?.kind ?? '');
  const [authors, setAuthors] = useState(entry?.literature?.authors ?? '');
  const [year, setYear] = useState(entry?.literature?.year ? String(entry.literature.year) : '');
  const [source, setSource] = useState(entry?.literature?.source ?? '');
  const [keywords, setKeywords] = useState((entry?.literature?.keywords ?? []).join('，'));
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!entry && !file) return setError(tl('lib.fileRequired'));
    const problem = nameProblem(name);
    if (problem) return setError(problem);
    if (literature && !kind) return setError(tl('lib.kindRequired'));
    const yearValue = year.trim() ? Number(year.trim()) : undefined;
    if (yearValue !== undefined && (!Number.isInteger(yearValue) || yearValue < 1000 || yearValue > new Date().getFullYear() + 1)) return setError(tl('lib.yearInvalid'));
    const words = keywordsOf(keywords);
    if (words.length > LIBRARY_LIMITS.keywords) return setError(tl('lib.keywordsHint'));
    setSending(true);
    try {
      const uploaded = file ? await uploadFile(file, 'library-file', { silent: true, onProgress: setProgress }) : undefined;
      const description = literature && kind ? { literature: { kind, authors: authors.trim(), ...(yearValue ? { year: yearValue } : {}), source: source.trim(), keywords: words } } : {};
      const input: SaveInput = entry
        ? { id: entry.id, name: name.trim(), ...(uploaded ? { fileUrl: uploaded.fileUrl } : {}), ...description }
        : { type: 'FILE', name: name.trim(), fileUrl: uploaded?.fileUrl ?? '', ...(parentId ? { parentId } : {}), ...description };
      await saveEntry(library, input);
      await refreshLibrary(library);
      toast({ intent: 'success', text: entry ? tl('lib.saved') : tl('lib.uploaded') });
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
      setProgress(undefined);
    }
  };

  return (
    <FormDialog
      title={entry ? (literature ? tl('lib.edit') : tl('lib.rename')) : tl('lib.upload')}
      submitLabel={entry ? tl('lib.save') : tl('lib.upload')}
      submitting={sending}
      formError={error}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      {!entry && (
        <Field label={tl('lib.fileLabel')} required>
          <input
            className={styles.fileInput}
            type="file"
            aria-label={tl('lib.fileLabel')}
            data-testid="library-file"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              setFile(chosen);
              setError(undefined);
              if (chosen && !name.trim()) setName(withoutExtension(chosen.name));
            }}
          />
        </Field>
      )}
      <Field label={tl('lib.nameLabel')} required>
        <Input
          value={name}
          maxLength={LIBRARY_LIMITS.name}
          onChange={(_e, data) => {
            setName(data.value);
            setError(undefined);
          }}
          data-testid="library-name"
        />
      </Field>
      {literature && (
        <>
          <Field label={tl('lib.kind')} required>
            <Select value={kind} onChange={(_e, data) => setKind(data.value as LiteratureKind)} data-testid="library-kind">
              <option value="" disabled>
                {tl('lib.kindRequired')}
              </option>
              {(kinds ?? []).map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </Select>
          </Field>
          <div className={styles.twoColumns}>
            <Field label={tl('lib.authors')}>
              <Input value={authors} maxLength={LIBRARY_LIMITS.authors} onChange={(_e, data) => setAuthors(data.value)} />
            </Field>
            <Field label={tl('lib.year')}>
              <Input value={year} inputMode="numeric" maxLength={4} onChange={(_e, data) => setYear(data.value.replace(/\D/g, ''))} />
            </Field>
          </div>
          <Field label={tl('lib.source')}>
            <Input value={source} maxLength={LIBRARY_LIMITS.source} onChange={(_e, data) => setSource(data.value)} />
          </Field>
          <Field label={tl('lib.keywords')} hint={tl('lib.keywordsHint')}>
            <Textarea value={keywords} resize="vertical" onChange={(_e, data) => setKeywords(data.value)} />
          </Field>
        </>
      )}
      {progress !== undefined && (
        <Field validationMessage={tl('lib.uploading', { percent: Math.round(progress * 100) })} validationState="none">
          <ProgressBar value={progress} />
        </Field>
      )}
    </FormDialog>
  );
};

// ---------------------------------------------------------------- a move

export interface MoveDialogProps {
  library: LibraryName;
  entry: LibraryEntry;
  onClose: () => void;
}

/** Browses the library's folders from the root; the entry itself (a folder) cannot be entered or chosen. */
export const MoveDialog = ({ library, entry, onClose }: MoveDialogProps) => {
  const styles = useLibraryStyles();
  const [at, setAt] = useState<string | undefined>(undefined);
  const { data, error: loadError } = useFolder(library, at, 1, 100);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const inside = data?.path.some((crumb) => crumb.id === entry.id) ?? false;
  const folders = (data?.records ?? []).filter((e) => e.type === 'FOLDER');
  const up = data?.path.at(-2)?.id;
  const move = async () => {
    setSending(true);
    try {
      await moveEntry(library, entry.id, at);
      await refreshLibrary(library);
      toast({ intent: 'success', text: tl('lib.moved') });
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{tl('lib.moveTitle', { name: entry.name })}</DialogTitle>
          <DialogContent className={styles.browser}>
            <Crumbs path={data?.path ?? []} onOpen={(id) => setAt(id)} />
            {!data && !loadError && <Spinner size="small" label={tl('lib.loading')} />}
            {loadError && !data && <p className={styles.sentence}>{tl('lib.loadFailed')}</p>}
            {data && (
              <ul className={styles.browserList} data-testid="move-folders">
                {at !== undefined && (
                  <li>
                    <Button appearance="subtle" onClick={() => setAt(up)}>
                      {tl('lib.moveUp')}
                    </Button>
                  </li>
                )}
                {folders.map((folder) => (
                  <li key={folder.id}>
                    <Button appearance="subtle" className={styles.nameButton} disabled={folder.id === entry.id} onClick={() => setAt(folder.id)}>
                      {folder.name}
                    </Button>
                  </li>
                ))}
                {folders.length === 0 && <li className={styles.meta}>{tl('lib.moveNoFolders')}</li>}
              </ul>
            )}
            {inside && <p className={styles.sentence}>{tl('lib.moveSelf')}</p>}
            {error && (
              <p className={styles.sentence} role="alert">
                {error}
              </p>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" disabled={sending || !data || inside || at === (entry.parentId ?? undefined)} onClick={() => void move()} data-testid="move-here">
              {tl('lib.moveHere')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

// ---------------------------------------------------------------- a removal

export const RemoveDialog = ({ library, entry, onClose }: { library: LibraryName; entry: LibraryEntry; onClose: () => void }) => {
  const styles = useLibraryStyles();
  const [sending, setSending] = useState(false);
  const remove = async () => {
    setSending(true);
    try {
      const { removed } = await removeEntry(library, entry.id);
      toast({ intent: 'success', text: tl('lib.removed', { count: removed }) });
    } catch {
      // The HTTP helper told the person; the refreshed list shows what is left.
    } finally {
      await refreshLibrary(library);
      setSending(false);
      onClose();
    }
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{tl('lib.removeTitle', { name: entry.name })}</DialogTitle>
          <DialogContent>
            <p className={styles.sentence}>{entry.type === 'FOLDER' ? tl('lib.removeFolder') : tl('lib.removeFile')}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" disabled={sending} onClick={() => void remove()} data-testid="remove-confirm">
              {tl('lib.removeConfirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

// ---------------------------------------------------------------- the way down

export const Crumbs = ({ path, onOpen }: { path: readonly { id: string; name: string }[]; onOpen: (id: string | undefined) => void }) => {
  const styles = useLibraryStyles();
  return (
    <nav aria-label={tl('lib.path')}>
      <ol className={styles.crumbs}>
        <li>
          {path.length === 0 ? (
            <span className={styles.crumbHere} aria-current="location">
              {tl('lib.root')}
            </span>
          ) : (
            <Button appearance="transparent" size="small" onClick={() => onOpen(undefined)}>
              {tl('lib.root')}
            </Button>
          )}
        </li>
        {path.map((crumb, i) => (
          <li key={crumb.id}>
            <span className={styles.crumbSep} aria-hidden="true">
              ›
            </span>
            {i === path.length - 1 ? (
              <span className={styles.crumbHere} aria-current="location">
                {crumb.name}
              </span>
            ) : (
              <Button appearance="transparent" size="small" onClick={() => onOpen(crumb.id)}>
                {crumb.name}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
