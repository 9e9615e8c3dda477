/**
 * /compile-demand-book?projectId=, 编写需求书 (spec §2.1): the demand book in the rich-text editor (pictures uploaded
 * as kind `editor`: '上传文件大小不能超过 5 MB!', '图片插入失败。'). 保存并退出 keeps it (`save_project_and_exit`);
 * 下一步 saves it (`project-modify`) and opens the preview. Both wait for pictures still uploading.
 *
 * Imports the editor: only lazily loaded route modules may import this file (components/rich-text-editor/index.ts).
 */
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { richTextToPlain } from '../../../../../shared/rich-text.js';
import type { ProjectDetail } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { FormError } from '../../../components/form-error.js';
import { LinkButton } from '../../../components/link-button.js';
import { RichTextEditor } from '../../../components/rich-text-editor/index.js';
import { paths, preReleaseDemandPath } from '../../../config/paths.js';
import { toast } from '../../../lib/notify.js';
import { usePrerelease, useKeepPrerelease } from '../api/prerelease.js';
import { modifyProject, saveDraft, SAVE_REFUSALS } from '../api/save-demand.js';
import { issuesOf } from '../model/demand-form.js';
import { editDemandPath } from '../model/demand-paths.js';
import { td } from '../texts.js';
import { DemandFrame } from './demand-frame.js';
import { useDemandFormStyles } from './form-styles.js';
import { LoadState, MissingProject } from './load-state.js';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  issues: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  back: { marginRight: 'auto' },
});

export const bookIssue = (html: string): string | undefined =>
  richTextToPlain(html).length > PROJECT_LIMITS.bookText ? td('err.bookLong', { max: PROJECT_LIMITS.bookText }) : undefined;

const BookForm = ({ detail }: { detail: ProjectDetail }) => {
  const styles = useStyles();
  const form = useDemandFormStyles();
  const navigate = useNavigate();
  const keepPrerelease = useKeepPrerelease();
  const [html, setHtml] = useState(detail.bookHtml);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState<'draft' | 'next'>();
  const [error, setError] = useState<string>();
  const [issues, setIssues] = useState<string[]>([]);
  const readOnly = !detail.actions.some((action) => action.name === 'modify');

  const save = async (mode: 'draft' | 'next') => {
    if (sending) return;
    if (busy) {
      setError(td('book.busy'));
      return;
    }
    const tooLong = bookIssue(html);
    if (tooLong) {
      setError(tooLong);
      return;
    }
    setSending(mode);
    setError(undefined);
    setIssues([]);
    try {
      if (mode === 'draft') {
        await saveDraft(detail.projectId, { name: detail.name, bookHtml: html });
        toast({ intent: 'success', text: td('book.saved') });
        void navigate(paths.demandRelease);
      } else {
        await keepPrerelease(detail.projectId, await modifyProject(detail.projectId, { bookHtml: html }));
        void navigate(preReleaseDemandPath(detail.projectId));
      }
    } catch (failure) {
      if (!isHttpError(failure) || failure.kind !== 'business' || !SAVE_REFUSALS.includes(failure.code)) return;
      const found = issuesOf(failure.data);
      const own = found.find((issue) => issue.path === 'bookHtml');
      setError(own?.message ?? (found.length === 0 ? failure.msg : undefined));
      setIssues(found.filter((issue) => issue.path !== 'bookHtml').map((issue) => issue.message));
    } finally {
      setSending(undefined);
    }
  };

  return (
    <div className={styles.body}>
      {readOnly && (
        <MessageBar intent="warning">
          <MessageBarBody>{td('form.readOnly', { state: detail.stateLabel })}</MessageBarBody>
        </MessageBar>
      )}
      <p className={form.hint}>{td('book.hint')}</p>
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
        readOnly={readOnly}
        onBusyChange={setBusy}
        aria-invalid={error ? true : undefined}
      />
      {issues.length > 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            {td('preview.incomplete')}
            <ul className={styles.issues}>
              {issues.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      <FormError message={error} />
      <div className={form.actions}>
        <LinkButton to={editDemandPath(detail.projectId)} appearance="subtle" className={styles.back}>
          {td('book.prev')}
        </LinkButton>
        {!readOnly && (
          <Button appearance="secondary" disabled={sending !== undefined} onClick={() => void save('draft')}>
            {td('book.saveExit')}
          </Button>
        )}
        {readOnly ? (
          <LinkButton to={preReleaseDemandPath(detail.projectId)} appearance="primary" className={form.primary}>
            {td('book.next')}
          </LinkButton>
        ) : (
          <Button appearance="primary" className={form.primary} disabled={sending !== undefined} onClick={() => void save('next')}>
            {td('book.next')}
          </Button>
        )}
      </div>
    </div>
  );
};

export const BookEditor = ({ projectId }: { projectId: string | undefined }) => {
  const { data, error, mutate } = usePrerelease(projectId);
  return (
    <DemandFrame title={td('demand.title.book')} lead={data ? td('book.project', { name: data.name }) : undefined} back={{ to: paths.demandRelease, label: td('demand.back') }} step="book">
      {projectId ? (
        <LoadState data={data} error={error} retry={() => void mutate()}>
          {(detail) => <BookForm key={detail.projectId} detail={detail} />}
        </LoadState>
      ) : (
        <MissingProject />
      )}
    </DemandFrame>
  );
};
