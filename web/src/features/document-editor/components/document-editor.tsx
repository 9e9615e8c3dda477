/**
 * The document's lock bar and text (docs/cooperation.md "Documents"): who writes and for how long, asking for and
 * handing over the lock, autosave, a lost lease and the conflict view beside the newest version.
 *
 * Imports the editor: only lazily loaded route modules may import this file (components/rich-text-editor/index.ts).
 */
import { Badge, Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import type { DocumentConflict, DocumentStatus, DocumentView } from '../../../../../shared/schemas/documents.js';
import { RichText } from '../../../components/rich-text.js';
import { RichTextEditor } from '../../../components/rich-text-editor/index.js';
import { modal, toast } from '../../../lib/notify.js';
import { onRadio } from '../../../lib/radio-events.js';
import { cancelCommunicate, cancelEdit, exitEdit, requestEdit, saveDocument, startCommunicate, statusKey, useDocumentStatus, type DocumentRef } from '../api/documents.js';
import { clock, useSecondsLeft } from '../model/countdown.js';
import { AUTOSAVE_MS, aboutDocument, refusal } from '../model/document-editing.js';
import { tdoc } from '../texts.js';
import { useDocumentEditorStyles as useStyles } from './document-editor-styles.js';

export const Editor = ({ doc, reload }: { doc: DocumentView; reload: () => Promise<unknown> }) => {
  const styles = useStyles();
  const ref = useMemo<DocumentRef>(() => ({ projectId: doc.projectId, taskId: doc.taskId }), [doc.projectId, doc.taskId]);
  const { mutate } = useSWRConfig();
  const { data: polled, mutate: refreshStatus } = useDocumentStatus(ref);
  const status: DocumentStatus | undefined = polled;
  const lock = status ? status.lock : doc.lock;
  const mine = lock?.mine === true;
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  useEffect(() => setReceivedAt(Date.now()), [lock?.until, lock?.remaining]);
  const secondsLeft = useSecondsLeft(lock?.remaining, receivedAt);

  const [html, setHtml] = useState(doc.html);
  const [base, setBase] = useState(doc.version);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [lost, setLost] = useState(false);
  const [blocked, setBlocked] = useState<string>();
  const [conflict, setConflict] = useState<DocumentConflict>();
  const [uploading, setUploading] = useState(false);
  const [acting, setActing] = useState(false);
  const htmlRef = useRef(html);
  const baseRef = useRef(base);
  const dirtyRef = useRef(dirty);
  const mineRef = useRef(mine);
  const inFlight = useRef<Promise<boolean> | undefined>(undefined);
  htmlRef.current = html;
  baseRef.current = base;
  dirtyRef.current = dirty;
  mineRef.current = mine;

  const writable = doc.writable && !blocked;
  const canWrite = doc.permission === 'write' && writable;
  const asked = status?.asked === true;

  // Not writing: follow the newest text (a push or a poll brought it).
  useEffect(() => {
    if (dirtyRef.current || conflict) return;
    setHtml(doc.html);
    setBase(doc.version);
  }, [doc.html, doc.version, conflict]);

  const refreshAll = useCallback(async () => {
    await Promise.all([refreshStatus(), reload()]);
  }, [refreshStatus, reload]);

  /** Saves the text on `base` (or `over`); answers whether it was saved. One save at a time. */
  const save = useCallback(
    async (over?: number): Promise<boolean> => {
      if (inFlight.current) await inFlight.current;
      const sent = htmlRef.current;
      const from = over ?? baseRef.current;
      const run = (async () => {
        setSaving(true);
        try {
          const saved = await saveDocument(ref, from, sent);
          baseRef.current = saved.version;
          setBase(saved.version);
          setSaveError(undefined);
          setLost(false);
          if (htmlRef.current === sent) setDirty(false);
          void refreshStatus();
          return true;
        } catch (failure) {
          const refused = refusal(failure);
          if (refused?.code === CORE_ERRORS.STALE_DATA.code && (refused.data as { conflict?: DocumentConflict } | undefined)?.conflict) {
            setConflict((refused.data as { conflict: DocumentConflict }).conflict);
          } else if (refused?.code === PROJECT_ERRORS.DOCUMENT_LEASE_LOST.code) {
            setLost(true);
            void refreshStatus();
          } else if (refused && [PROJECT_ERRORS.PHASE_NOT_COMPILING.code, PROJECT_ERRORS.DOCUMENT_TASK_STOPPED.code, PROJECT_ERRORS.DOCUMENT_SUBMITTED.code].includes(refused.code)) {
            setBlocked(refused.msg);
            void refreshAll();
          } else {
            setSaveError(refused?.msg ?? (failure as Error).message);
          }
          return false;
        } finally {
          setSaving(false);
        }
      })();
      inFlight.current = run;
      try {
        return await run;
      } finally {
        if (inFlight.current === run) inFlight.current = undefined;
      }
    },
    [ref, refreshStatus, refreshAll],
  );

  // Autosave: a few seconds after the last keystroke, while the caller holds the lock.
  useEffect(() => {
    if (!mine || !dirty || conflict || lost || uploading) return undefined;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [html, mine, dirty, conflict, lost, uploading, save]);

  // The lease ran out on the page's clock: the next save would be refused.
  useEffect(() => {
    if (mine && lock && secondsLeft === 0) setLost(true);
  }, [mine, lock, secondsLeft]);

  // Pushes about this document: read it again (its text only when the caller is not writing over it).
  useEffect(
    () =>
      onRadio('NEED_RADIO', (frame) => {
        const about = aboutDocument(frame.content, ref);
        if (!about) return;
        void refreshStatus();
        if (!(mineRef.current && dirtyRef.current)) void reload();
      }),
    [ref, refreshStatus, reload],
  );

  // Leaving the page gives the lock back (after saving what is left).
  useEffect(
    () => () => {
      if (!mineRef.current) return;
      const pending: Promise<unknown> = dirtyRef.current ? saveDocument(ref, baseRef.current, htmlRef.current).catch(() => undefined) : Promise.resolve();
      void pending.then(() => exitEdit(ref).catch(() => undefined));
    },
    [ref],
  );

  const act = async (work: () => Promise<unknown>) => {
    if (acting) return;
    setActing(true);
    try {
      await work();
    } catch (failure) {
      const refused = refusal(failure);
      if (refused) toast({ intent: 'warning', text: refused.msg });
    } finally {
      setActing(false);
      void refreshAll();
    }
  };

  const onRequest = () =>
    act(async () => {
      const answer = await requestEdit(ref);
      await mutate(statusKey(ref), answer, { revalidate: false });
      setLost(false);
      setSaveError(undefined);
      // Taken back after a lost lease: what was typed meanwhile is saved on the version it started from.
      if (dirtyRef.current) void save();
    });

  const onExit = () =>
    act(async () => {
      if (dirtyRef.current && !(await save())) return;
      await exitEdit(ref);
    });

  const onSubmit = () =>
    modal({
      title: tdoc('lock.submitConfirmTitle'),
      text: tdoc('lock.submitConfirm'),
      actions: [
        { label: tdoc('lock.cancel') },
        {
          label: tdoc('lock.confirm'),
          primary: true,
          run: () =>
            void act(async () => {
              if (dirtyRef.current && !(await save())) return;
              await exitEdit(ref, true);
              toast({ intent: 'success', text: tdoc('submit.done') });
            }),
        },
      ],
    });

  const onAsk = () =>
    act(async () => {
      await startCommunicate(ref);
      toast({ intent: 'info', text: tdoc('lock.askSent', { name: lock?.holder.name ?? '' }) });
    });

  const onHandover = (userId: string) =>
    act(async () => {
      if (dirtyRef.current && !(await save())) return;
      await cancelEdit(ref, userId);
    });

  const useLatest = () => {
    if (!conflict) return;
    setHtml(conflict.html);
    setBase(conflict.version);
    baseRef.current = conflict.version;
    setDirty(false);
    setConflict(undefined);
  };

  const keepMine = () => {
    if (!conflict) return;
    const over = conflict.version;
    setBase(over);
    baseRef.current = over;
    setConflict(undefined);
    void save(over);
  };

  const editing = mine && !lost && canWrite;
  const asks = mine ? (status?.asks ?? []) : [];
  const notWritable = !doc.writable || Boolean(blocked);

  return (
    <>
      <div className={styles.bar} data-testid="document-lock-bar" role="status" aria-live="polite">
        {lock ? (
          <>
            <span className={styles.holder} data-testid="document-lock-holder">
              {lock.mine ? tdoc('lock.mine') : tdoc('lock.other', { name: lock.holder.name })}
            </span>
            <span className={styles.left} data-testid="document-lock-left">
              {tdoc('lock.left', { time: clock(secondsLeft) })}
            </span>
          </>
        ) : (
          <span data-testid="document-lock-holder">{tdoc('lock.free')}</span>
        )}
        <span className={styles.grow} />
        {/* The one save status of the page: the version shown is the newest this page knows (loaded, pushed or saved). */}
        <span className={styles.saveState} data-testid="document-save-state">
          {editing && saving
            ? tdoc('save.saving')
            : editing && saveError
              ? tdoc('save.failed', { msg: saveError })
              : editing && dirty
                ? tdoc('save.dirty')
                : base
                  ? tdoc('save.saved', { version: base })
                  : tdoc('doc.noVersion')}
        </span>
        {editing && dirty && (
          <Button size="small" disabled={saving || uploading} onClick={() => void save()}>
            {tdoc('save.now')}
          </Button>
        )}
        {canWrite && !lock && (
          <Button appearance="primary" disabled={acting} onClick={() => void onRequest()}>
            {tdoc('lock.request')}
          </Button>
        )}
        {canWrite && lock && !lock.mine && !asked && (
          <Button disabled={acting} onClick={() => void onAsk()}>
            {tdoc('lock.ask')}
          </Button>
        )}
        {canWrite && lock && !lock.mine && asked && (
          <Button appearance="subtle" disabled={acting} onClick={() => void act(() => cancelCommunicate(ref))}>
            {tdoc('lock.askWithdraw')}
          </Button>
        )}
        {mine && (
          <Button disabled={acting || saving || uploading} onClick={() => void onExit()}>
            {tdoc('lock.exit')}
          </Button>
        )}
        {mine && doc.actions.some((a) => a.name === 'submit') && (
          <Button appearance="primary" disabled={acting || saving || uploading} onClick={onSubmit}>
            {tdoc('lock.submit')}
          </Button>
        )}
      </div>

      {doc.permission === 'read' && (
        <MessageBar intent="info">
          <MessageBarBody>
            <Badge appearance="tint" color="informative">
              {tdoc('doc.readOnly')}
            </Badge>{' '}
            {tdoc('doc.readOnlyText')}
          </MessageBarBody>
        </MessageBar>
      )}
      {doc.permission === 'write' && notWritable && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {tdoc('doc.notWritable', {
              reason: blocked ?? (doc.state === 'SUBMITTED' ? tdoc('doc.reason.submitted') : doc.state === 'STOPPED' ? tdoc('doc.reason.stopped') : tdoc('doc.reason.phase', { state: doc.phaseState })),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {lost && canWrite && (
        <MessageBar intent="warning" data-testid="document-lease-lost">
          <MessageBarBody>{tdoc('lock.lost')}</MessageBarBody>
          <MessageBarActions>
            <Button disabled={acting} onClick={() => void onRequest()}>
              {tdoc('lock.reacquire')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {asks.map((a) => (
        <MessageBar key={a.user.userId} intent="info" data-testid="document-ask">
          <MessageBarBody>
            <MessageBarTitle>{tdoc('ask.title', { name: a.user.name })}</MessageBarTitle>
          </MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" disabled={acting} onClick={() => void onHandover(a.user.userId)}>
              {tdoc('ask.handover')}
            </Button>
            <Button disabled={acting} onClick={() => void act(() => cancelCommunicate(ref, a.user.userId))}>
              {tdoc('ask.decline')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ))}

      {conflict ? (
        <>
          <MessageBar intent="warning" data-testid="document-conflict">
            <MessageBarBody>
              <MessageBarTitle>{tdoc(conflict.mine ? 'conflict.titleMine' : 'conflict.title')}</MessageBarTitle>
              {conflict.mine ? tdoc('conflict.textMine', { base, version: conflict.version }) : tdoc('conflict.text', { base, version: conflict.version, name: conflict.editedBy?.name ?? '' })}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={useLatest}>{tdoc('conflict.useLatest')}</Button>
              <Button appearance="primary" onClick={keepMine}>
                {tdoc('conflict.keepMine')}
              </Button>
            </MessageBarActions>
          </MessageBar>
          <div className={styles.columns}>
            <section className={styles.column}>
              <h2 className={styles.columnTitle}>{tdoc('conflict.latest', { version: conflict.version })}</h2>
              <div className={styles.paper} data-testid="document-conflict-latest">
                <RichText html={conflict.html} />
              </div>
            </section>
            <section className={styles.column}>
              <h2 className={styles.columnTitle}>{tdoc('conflict.mine')}</h2>
              <RichTextEditor
                aria-label={tdoc('conflict.mine')}
                value={html}
                onChange={(next) => {
                  setHtml(next);
                  setDirty(true);
                }}
                minHeight={360}
                onBusyChange={setUploading}
              />
            </section>
          </div>
        </>
      ) : editing ? (
        <RichTextEditor
          aria-label={tdoc('doc.label')}
          placeholder={tdoc('doc.placeholder')}
          value={html}
          onChange={(next) => {
            if (next === htmlRef.current) return;
            setHtml(next);
            setDirty(true);
            setSaveError(undefined);
          }}
          minHeight={480}
          onBusyChange={setUploading}
        />
      ) : (
        <div className={styles.paper} data-testid="document-read">
          <RichText html={html} />
        </div>
      )}
    </>
  );
};
