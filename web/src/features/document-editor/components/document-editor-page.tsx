/**
 * /document/edit?projectId=&taskId= (spec §2.1, 1300px header; docs/cooperation.md "Documents"): a cooperation's
 * document in the rich-text editor. One writer at a time: the lock bar says who edits and how long their lease runs,
 * and offers 申请编辑, 退出编辑 and 提交 (the assignee), or 请求交接 while another writes. While the caller holds the
 * lock, every few seconds of typing is saved as a version (each save renews the lease); a save the server refuses as
 * stale opens the conflict view (the newest version beside the caller's, to merge); a lost lease keeps the text on
 * the page until the lock is taken again. Readers see the text read-only; pushes and polling keep it current.
 *
 * Imports the editor: only lazily loaded route modules may import this file (components/rich-text-editor/index.ts).
 */
import { Badge, Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { CORE_ERRORS } from '../../../../../shared/errors/core.js';
import type { DocumentConflict, DocumentStatus, DocumentView } from '../../../../../shared/schemas/documents.js';
import { isHttpError, type HttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { RichText } from '../../../components/rich-text.js';
import { RichTextEditor } from '../../../components/rich-text-editor/index.js';
import { cooperatePath, paths } from '../../../config/paths.js';
import { modal, toast } from '../../../lib/notify.js';
import { readProjectPush } from '../../../lib/project-push.js';
import { onRadio } from '../../../lib/radio-events.js';
import {
  cancelCommunicate,
  cancelEdit,
  exitEdit,
  requestEdit,
  saveDocument,
  startCommunicate,
  statusKey,
  useDocument,
  useDocumentStatus,
  type DocumentRef,
} from '../api/documents.js';
import { clock, useSecondsLeft } from '../model/countdown.js';
import { tdoc } from '../texts.js';

/** Typing rests this long before the text is saved (each save renews the lease). */
const AUTOSAVE_MS = 3_000;

const useStyles = makeStyles({
  page: {
    width: '100%',
    maxWidth: '1300px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL} 56px`,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    [NARROW_MEDIA]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} 40px` },
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  holder: { fontWeight: tokens.fontWeightSemibold },
  left: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
  grow: { flexGrow: 1 },
  saveState: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  paper: { padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2, minHeight: '240px', overflowWrap: 'anywhere' },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  columnTitle: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  wait: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXXL} 0` },
});

const refusal = (failure: unknown): HttpError | undefined => (isHttpError(failure) && failure.kind === 'business' ? failure : undefined);

/**
 * Whether a NEED_RADIO's content is about this document: its own push (`{ kind: 'project', event: 'document', id }`),
 * or a move of its cooperation (`event: 'project'`, its projectId), which may open or close it for writing (a phase
 * sent back reopens its documents, a delivery closes them).
 */
const aboutDocument = (content: string | undefined, ref: DocumentRef): { ask?: string } | undefined => {
  const push = readProjectPush(content);
  if (push?.event === 'project' && push.projectId === ref.projectId) return {};
  return push?.event === 'document' && push.id === ref.taskId ? { ...(push.ask ? { ask: push.ask } : {}) } : undefined;
};

const Editor = ({ doc, reload }: { doc: DocumentView; reload: () => Promise<unknown> }) => {
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
  const [savedVersion, setSavedVersion] = useState<number>();
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
          setSavedVersion(saved.version);
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
        {editing && (
          <span className={styles.saveState} data-testid="document-save-state">
            {saving ? tdoc('save.saving') : saveError ? tdoc('save.failed', { msg: saveError }) : dirty ? tdoc('save.dirty') : savedVersion ? tdoc('save.saved', { version: savedVersion }) : ''}
          </span>
        )}
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
              <MessageBarTitle>{tdoc('conflict.title')}</MessageBarTitle>
              {tdoc('conflict.text', { base, version: conflict.version, name: conflict.editedBy?.name ?? '' })}
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

export const DocumentEditorPage = ({ projectId, taskId }: { projectId: string | undefined; taskId: string | undefined }) => {
  const styles = useStyles();
  const ref = useMemo(() => (projectId && taskId ? { projectId, taskId } : undefined), [projectId, taskId]);
  const { data, error, mutate } = useDocument(ref);
  const reload = useCallback(() => mutate(), [mutate]);
  const back = (
    <LinkButton to={projectId ? cooperatePath(projectId) : paths.ongoingProject} appearance="secondary">
      {tdoc('doc.back')}
    </LinkButton>
  );
  if (!ref) return <EmptyState title={tdoc('doc.missing')} text={tdoc('doc.missingText')} actions={back} />;
  if (!data) {
    if (error?.code === 404) return <EmptyState title={tdoc('doc.notFound')} text={tdoc('doc.notFoundText')} actions={back} />;
    if (error)
      return (
        <EmptyState
          title={tdoc('doc.loadFailed')}
          actions={
            <Button appearance="primary" onClick={() => void mutate()}>
              {tdoc('doc.retry')}
            </Button>
          }
        />
      );
    return (
      <div className={styles.wait}>
        <Spinner label={tdoc('doc.loading')} />
      </div>
    );
  }
  return (
    <main className={styles.page} aria-label={tdoc('doc.title')}>
      <header className={styles.head}>
        <h1 className={styles.title} data-testid="document-title">
          {data.title}
        </h1>
        {back}
      </header>
      <div className={styles.meta}>
        <span>{data.projectName}</span>
        <span>{tdoc('doc.phase', { index: data.phase, name: data.phaseName })}</span>
        {data.assignee && <span>{tdoc('doc.assignee', { name: data.assignee.name })}</span>}
        {data.stateLabel && <span>{data.stateLabel}</span>}
        <span data-testid="document-version">{data.version ? tdoc('doc.version', { version: data.version }) : tdoc('doc.noVersion')}</span>
        {data.editedBy && data.editTime && <span>{tdoc('doc.edited', { name: data.editedBy.name, time: new Date(data.editTime).toLocaleString('zh-CN', { hour12: false }) })}</span>}
      </div>
      <Editor doc={data} reload={reload} />
    </main>
  );
};
