/**
 * /pre-release-demand?projectId=, 预览需求 (spec §2.1, `projects/prerelease/info/query`): the demand and its book as
 * others will see them, with the owner's actions now: 返回修改 (the `modify` action) and the `release` action
 * (`project-release`, then /release-success). A refusal with issues (PROJECT_INCOMPLETE) lists what is missing.
 */
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import type { ProcessAction } from '../../../../../shared/process/types.js';
import type { ProjectDetail } from '../../../../../shared/schemas/project.js';
import { isHttpError } from '../../../api/http-error.js';
import { LinkButton } from '../../../components/link-button.js';
import { compileDemandBookPath, paths, projectDetailsPath } from '../../../config/paths.js';
import { modal } from '../../../lib/notify.js';
import { isMyProjectsKey } from '../api/my-projects.js';
import { isCountKey } from '../../../lib/count-keys.js';
import { useKeepPrerelease, usePrerelease } from '../api/prerelease.js';
import { releaseProject } from '../api/release.js';
import { issuesOf } from '../model/demand-form.js';
import { editDemandPath, releaseSuccessPath } from '../model/demand-paths.js';
import { td } from '../texts.js';
import { DemandFrame } from './demand-frame.js';
import { DemandSummary } from './demand-summary.js';
import { useDemandFormStyles } from './form-styles.js';
import { LoadState, MissingProject } from './load-state.js';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  issues: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
  edit: { marginRight: 'auto' },
});

interface Refusal {
  text: string;
  issues: string[];
}

const Preview = ({ detail }: { detail: ProjectDetail }) => {
  const styles = useStyles();
  const form = useDemandFormStyles();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const keepPrerelease = useKeepPrerelease();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const modify = detail.actions.find((action) => action.name === 'modify');
  const release = detail.actions.find((action) => action.name === 'release');

  const run = async () => {
    if (sending) return;
    setSending(true);
    setRefusal(undefined);
    try {
      const released = await releaseProject(detail.projectId);
      await keepPrerelease(detail.projectId, released);
      void mutate(isMyProjectsKey);
      // The center's counts (已发布的项目's badge) changed too: read again, whatever was read moments ago.
      void mutate(isCountKey);
      void navigate(releaseSuccessPath(detail.projectId));
    } catch (failure) {
      if (!isHttpError(failure) || failure.kind !== 'business') return;
      if (failure.code === PROJECT_ERRORS.PROJECT_INCOMPLETE.code) setRefusal({ text: td('preview.incomplete'), issues: issuesOf(failure.data).map((issue) => issue.message) });
      else if (failure.code === PROJECT_ERRORS.PROJECT_DEADLINE_PASSED.code) setRefusal({ text: td('preview.deadlinePassed'), issues: [] });
    } finally {
      setSending(false);
    }
  };

  const ask = (action: ProcessAction) => {
    if (!action.confirm) {
      void run();
      return;
    }
    modal({
      title: action.label,
      text: action.confirm,
      actions: [{ label: td('preview.confirm'), primary: true, run: () => void run() }, { label: td('preview.cancel') }],
    });
  };

  return (
    <div className={styles.body}>
      <MessageBar intent={release ? 'info' : 'success'}>
        <MessageBarBody>{release ? td('preview.intro') : td('preview.released', { state: detail.stateLabel })}</MessageBarBody>
      </MessageBar>
      <DemandSummary detail={detail} />
      {refusal && (
        <MessageBar intent="error" layout="multiline" data-testid="preview-refusal">
          <MessageBarBody>
            {refusal.text}
            {refusal.issues.length > 0 && (
              <ul className={styles.issues}>
                {refusal.issues.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={form.actions}>
        {modify && (
          <>
            <LinkButton to={editDemandPath(detail.projectId)} appearance="subtle" className={styles.edit}>
              {td('preview.editInfo')}
            </LinkButton>
            <LinkButton to={compileDemandBookPath(detail.projectId)}>{td('preview.editBook')}</LinkButton>
          </>
        )}
        {release ? (
          <Button appearance="primary" className={form.primary} disabled={sending} onClick={() => ask(release)}>
            {release.label}
          </Button>
        ) : (
          detail.state !== 'DRAFT' && (
            <LinkButton to={projectDetailsPath(detail.projectId)} appearance="primary" className={form.primary}>
              {td('preview.viewProject')}
            </LinkButton>
          )
        )}
      </div>
    </div>
  );
};

export const DemandPreview = ({ projectId }: { projectId: string | undefined }) => {
  const { data, error, mutate } = usePrerelease(projectId);
  return (
    <DemandFrame title={td('demand.title.preview')} back={{ to: paths.demandRelease, label: td('demand.back') }} step="preview">
      {projectId ? (
        <LoadState data={data} error={error} retry={() => void mutate()}>
          {(detail) => <Preview detail={detail} />}
        </LoadState>
      ) : (
        <MissingProject />
      )}
    </DemandFrame>
  );
};
