/**
 * /work/demand-release/old-project, 从旧项目新建: the party's projects (every state), each a template: `copy_new_project`
 * makes a new draft of its demand and book, opened in the demand form.
 */
import { Badge, Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { Pager } from '../../../components/pager.js';
import { paths } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { toast } from '../../../lib/notify.js';
import { copyProject } from '../api/copy-project.js';
import { useMyProjects } from '../api/my-projects.js';
import { useProjectPushes } from '../hooks/use-project-pushes.js';
import { editDemandPath } from '../model/demand-paths.js';
import { td } from '../texts.js';
import { DemandFrame } from './demand-frame.js';
import { useProjectListStyles } from './list-styles.js';

export const OldProjects = () => {
  const list = useProjectListStyles();
  const navigate = useNavigate();
  useProjectPushes();
  const [current, setCurrent] = useState(1);
  const [copying, setCopying] = useState<string>();
  const { data } = useMyProjects({ bucket: 'ALL', current });

  const copy = async (projectId: string) => {
    if (copying) return;
    setCopying(projectId);
    try {
      const copied = await copyProject(projectId);
      toast({ intent: 'success', text: td('old.copied') });
      void navigate(`${editDemandPath(copied.projectId)}&from=copy`);
    } catch {
      // The HTTP helper has said why (spec §8).
    } finally {
      setCopying(undefined);
    }
  };

  return (
    <DemandFrame title={td('demand.title.old')} lead={td('old.intro')} back={{ to: paths.demandRelease, label: td('demand.back') }}>
      {data && data.total > 0 && (
        <div className={list.head}>
          <span className={list.total}>{td('old.total', { total: data.total })}</span>
        </div>
      )}
      {data && data.records.length === 0 ? (
        <EmptyState
          title={td('old.empty')}
          text={td('old.emptyText')}
          actions={
            <LinkButton to={paths.demandNewProject} appearance="primary">
              {td('old.toNew')}
            </LinkButton>
          }
        />
      ) : (
        <ul className={list.list}>
          {(data?.records ?? []).map((project) => (
            <li key={project.projectId} className={list.row} data-testid="demand-old-project">
              <div className={list.main}>
                <div className={list.titleRow}>
                  <h2 id={`old-project-${project.projectId}`} className={list.name}>
                    {project.name}
                  </h2>
                  <Badge appearance="tint" color={project.state === 'DRAFT' ? 'informative' : 'brand'}>
                    {project.stateLabel}
                  </Badge>
                </div>
                <p className={list.facts}>
                  <span>{project.categoryName ?? td('old.noCategory')}</span>
                  {project.regionLabel && <span>{project.regionLabel}</span>}
                  <span className={list.budget}>{formatFen(project.budget)}</span>
                  <span>{td('choose.updated', { time: formatDateTime(project.updateTime) })}</span>
                </p>
              </div>
              <Button
                className={list.action}
                appearance="primary"
                size="small"
                disabled={copying !== undefined}
                aria-describedby={`old-project-${project.projectId}`}
                onClick={() => void copy(project.projectId)}
              >
                {td('old.use')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {data && data.pages > 1 && <Pager current={current} pages={data.pages} onChange={setCurrent} />}
    </DemandFrame>
  );
};
