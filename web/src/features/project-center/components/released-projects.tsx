/**
 * 已发布的项目 (`project.mine`): the party's projects in four buckets — 发布中, 草稿, 已达成, 已结束 — latest
 * change first. A card opens the project's details; a draft is continued in the new-project form; an agreed project
 * leads on to its cooperation (开始合作, 查看合作).
 */
import { Badge, Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import type { ProjectBucket, ProjectCard } from '../../../../../shared/schemas/project.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { paths, projectDetailsPath } from '../../../config/paths.js';
import { formatDate, formatDateTime } from '../../../lib/format-time.js';
import { useMyProjects } from '../api/projects.js';
import { tp } from '../texts.js';
import { CooperationEntry } from './cooperation-entry.js';
import { PagedList } from './list-states.js';
import { stateColour, useCenterStyles } from './styles.js';

const BUCKETS = ['OPEN', 'DRAFT', 'AGREED', 'ENDED'] as const satisfies readonly ProjectBucket[];
/** States of the 已达成 bucket: agreed, cooperating, completed (each card leads on to its cooperation). */
const AGREED_STATES = new Set(['AGREED', 'COOPERATING', 'COMPLETED']);
type Bucket = (typeof BUCKETS)[number];

export const continueDraftPath = (projectId: string): string => `${paths.demandNewProject}?projectId=${encodeURIComponent(projectId)}`;

export const ProjectItem = ({ project }: { project: ProjectCard }) => {
  const styles = useCenterStyles();
  const navigate = useNavigate();
  const draft = project.state === 'DRAFT';
  const to = draft ? continueDraftPath(project.projectId) : projectDetailsPath(project.projectId);
  return (
    <li
      className={`${styles.card} ${styles.clickable}`}
      data-testid="project-card"
      onClick={(event) => {
        // Not from a button or link of its own, nor from a dialog it opened (a portal: outside it in the page).
        if (!event.currentTarget.contains(event.target as Node) || (event.target as HTMLElement).closest('a, button')) return;
        void navigate(to);
      }}
    >
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Link className={styles.titleLink} to={to}>
            {project.name}
          </Link>
        </h2>
        <div className={styles.badges}>
          <Badge appearance="tint" color={stateColour(project.state)} data-testid="project-state">
            {project.stateLabel}
          </Badge>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{tp('pc.budget')}</dt>
          <dd className={`${styles.factValue} ${styles.money}`}>{formatFen(project.budget)}</dd>
        </div>
        {(project.phaseCount ?? 0) > 0 && (
          <div className={styles.fact}>
            <dd className={styles.factValue}>{tp('pc.released.phases', { count: project.phaseCount ?? 0 })}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dd className={styles.factValue}>{project.categoryName ?? tp('pc.released.noCategory')}</dd>
        </div>
        {project.regionLabel && (
          <div className={styles.fact}>
            <dd className={styles.factValue}>{project.regionLabel}</dd>
          </div>
        )}
        {project.applyDeadline && (
          <div className={styles.fact}>
            <dt>{tp('pc.released.deadline')}</dt>
            <dd className={styles.factValue}>{formatDate(project.applyDeadline)}</dd>
          </div>
        )}
      </dl>
      {project.summary && <p className={styles.note}>{project.summary}</p>}
      <div className={styles.cardFoot}>
        <span className={styles.time}>
          {tp('pc.updateTime')} {formatDateTime(project.updateTime)}
        </span>
        {draft && (
          <LinkButton size="small" appearance="primary" to={continueDraftPath(project.projectId)}>
            {tp('pc.released.continue')}
          </LinkButton>
        )}
        {AGREED_STATES.has(project.state) && <CooperationEntry projectId={project.projectId} size="small" />}
      </div>
    </li>
  );
};

export const ReleasedProjects = () => {
  const panel = usePanelStyles();
  const styles = useCenterStyles();
  const [bucket, setBucket] = useState<Bucket>('OPEN');
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useMyProjects(bucket, current);
  return (
    <section className={panel.panel}>
      <title>{`${tp('pc.released.title')} - ${tp('pc.tabs')}`}</title>
      <h1 className={panel.heading}>{tp('pc.released.title')}</h1>
      <TabList
        className={styles.filters}
        aria-label={tp('pc.released.filter')}
        selectedValue={bucket}
        onTabSelect={(_event, tab) => {
          setBucket(tab.value as Bucket);
          setCurrent(1);
        }}
      >
        {BUCKETS.map((value) => (
          <Tab key={value} value={value}>
            {tp(`pc.bucket.${value}`)}
          </Tab>
        ))}
      </TabList>
      <PagedList
        data={data}
        error={error}
        retry={() => void mutate()}
        onPage={setCurrent}
        empty={{
          title: tp('pc.released.empty'),
          text: tp(`pc.released.empty${bucket}`),
          actions:
            bucket === 'OPEN' ? (
              <LinkButton appearance="primary" to={paths.demandRelease}>
                {tp('pc.released.post')}
              </LinkButton>
            ) : undefined,
        }}
      >
        {(records) => (
          <ul className={styles.list}>
            {records.map((project) => (
              <ProjectItem key={project.projectId} project={project} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
};
