/**
 * /work/demand-release, 发布需求 (spec §2.1): the two ways to start (新建项目, 从旧项目新建), a book written without a
 * login waiting to be carried into a new demand, and the drafts to continue (the party's DRAFT projects, refreshed
 * when a project push arrives).
 */
import { Badge, makeStyles, mergeClasses, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatFen } from '../../../../../shared/money.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LineIcon, type LineIconName } from '../../../components/line-icon.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { paths } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useMyProjects } from '../api/my-projects.js';
import { useProjectPushes } from '../hooks/use-project-pushes.js';
import { demandFromLocalBookPath, editDemandPath } from '../model/demand-paths.js';
import { readLocalBook } from '../model/local-book.js';
import { td, type DemandTextKey } from '../texts.js';
import { DemandFrame } from './demand-frame.js';
import { useProjectListStyles } from './list-styles.js';

const useStyles = makeStyles({
  choices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXL,
    marginBottom: tokens.spacingVerticalXXL,
    [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  },
  choice: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusXLarge,
    textDecoration: 'none',
    color: 'inherit',
    backgroundColor: tokens.colorNeutralBackground1,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: tokens.durationFast,
    ':hover': { borderTopColor: tokens.colorBrandStroke1, borderRightColor: tokens.colorBrandStroke1, borderBottomColor: tokens.colorBrandStroke1, borderLeftColor: tokens.colorBrandStroke1, boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    [NARROW_MEDIA]: { padding: tokens.spacingHorizontalL },
  },
  mark: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
  markOld: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  choiceText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  choiceTitle: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  choiceLead: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground3, lineHeight: tokens.lineHeightBase300 },
  local: { marginBottom: tokens.spacingVerticalXL },
});

const Choice = ({ to, icon, title, text, old = false }: { to: string; icon: LineIconName; title: DemandTextKey; text: DemandTextKey; old?: boolean }) => {
  const styles = useStyles();
  return (
    <Link to={to} className={styles.choice} data-testid={old ? 'demand-choose-old' : 'demand-choose-new'}>
      <span className={mergeClasses(styles.mark, old && styles.markOld)} aria-hidden="true">
        <LineIcon name={icon} size={28} />
      </span>
      <span className={styles.choiceText}>
        <span className={styles.choiceTitle}>{td(title)}</span>
        <span className={styles.choiceLead}>{td(text)}</span>
      </span>
    </Link>
  );
};

const Drafts = () => {
  const list = useProjectListStyles();
  const [current, setCurrent] = useState(1);
  const { data } = useMyProjects({ bucket: 'DRAFT', current });
  return (
    <section aria-labelledby="demand-drafts">
      <div className={list.head}>
        <h2 id="demand-drafts" className={list.heading}>
          {td('choose.drafts')}
        </h2>
        {data && data.total > 0 && <span className={list.total}>{td('choose.draftsTotal', { total: data.total })}</span>}
      </div>
      {data && data.records.length === 0 ? (
        <EmptyState title={td('choose.draftsEmpty')} text={td('choose.draftsEmptyText')} />
      ) : (
        <ul className={list.list}>
          {(data?.records ?? []).map((project) => (
            <li key={project.projectId} className={list.row} data-testid="demand-draft">
              <div className={list.main}>
                <div className={list.titleRow}>
                  <h3 className={list.name}>{project.name}</h3>
                  <Badge appearance="tint" color="informative">
                    {project.stateLabel}
                  </Badge>
                </div>
                <p className={list.facts}>
                  {project.categoryName && <span>{project.categoryName}</span>}
                  {project.budget > 0 && <span className={list.budget}>{formatFen(project.budget)}</span>}
                  <span>{td('choose.updated', { time: formatDateTime(project.updateTime) })}</span>
                </p>
              </div>
              <div className={list.action}>
                <LinkButton to={editDemandPath(project.projectId)} appearance="primary" size="small">
                  {td('choose.continue')}
                </LinkButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.pages > 1 && <Pager current={current} pages={data.pages} onChange={setCurrent} />}
    </section>
  );
};

export const DemandChoose = () => {
  const styles = useStyles();
  useProjectPushes();
  const [localBook] = useState(readLocalBook);
  return (
    <DemandFrame title={td('demand.title.choose')} lead={td('choose.intro')}>
      {localBook && (
        <MessageBar intent="info" className={styles.local} layout="multiline" data-testid="demand-local-book">
          <MessageBarBody>
            <MessageBarTitle>{td('choose.localBook')}</MessageBarTitle>
            {td('choose.localBookText', { time: formatDateTime(localBook.savedAt) })}
          </MessageBarBody>
          <MessageBarActions>
            <LinkButton to={paths.noLoginDemandBook} size="small">
              {td('choose.editLocalBook')}
            </LinkButton>
            <LinkButton to={demandFromLocalBookPath} appearance="primary" size="small">
              {td('choose.useLocalBook')}
            </LinkButton>
          </MessageBarActions>
        </MessageBar>
      )}
      <nav className={styles.choices} aria-label={td('demand.title.choose')}>
        <Choice to={paths.demandNewProject} icon="add" title="choose.new" text="choose.newText" />
        <Choice to={paths.demandOldProject} icon="file" title="choose.old" text="choose.oldText" old />
      </nav>
      <Drafts />
    </DemandFrame>
  );
};
