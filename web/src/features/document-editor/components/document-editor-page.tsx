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
import { Button, Spinner } from '@fluentui/react-components';
import { useCallback, useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { cooperatePath, paths } from '../../../config/paths.js';
import { useDocument } from '../api/documents.js';
import { tdoc } from '../texts.js';
import { Editor } from './document-editor.js';
import { useDocumentEditorStyles as useStyles } from './document-editor-styles.js';

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
        {data.editedBy && data.editTime && <span>{tdoc('doc.edited', { name: data.editedBy.name, time: new Date(data.editTime).toLocaleString('zh-CN', { hour12: false }) })}</span>}
      </div>
      <Editor doc={data} reload={reload} />
    </main>
  );
};
