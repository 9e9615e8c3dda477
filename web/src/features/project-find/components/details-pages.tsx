/**
 * The two pages of one project (spec §2.1): /project/find/details, its public details as found (a view is counted
 * once per visit with `add_project_browse_num`), with applying and the viewer's engagement beside them; and
 * /project/details, the parties' view (`relation` partyA, partyAStaff, partyB), with party A's counts, actions and
 * invitations, and under an open demand its suggested people, teams and companies (推荐的合作方, 邀请 in one click). A push about the project reads it again.
 */
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { OPEN_PROJECT_STATES, type ProjectState } from '../../../../../shared/process/project.js';
import type { ProjectDetail } from '../../../../../shared/schemas/project.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePageStyles } from '../../../components/page-styles.js';
import { StatusPage } from '../../../components/status-page.js';
import { TextLink } from '../../../components/text-link.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { browseProject, isNotFound, useProjectInfo, useReloadProject } from '../api/project.js';
import { SuggestedPartiesPanel } from '../../matching/public.js';
import { useProjectPushes } from '../hooks/use-project-pushes.js';
import { tf } from '../texts.js';
import { ApplyPanel } from './apply-panel.js';
import { PartyPanel } from './party-panel.js';
import { ProjectDetailView } from './project-detail-view.js';

const useStyles = makeStyles({
  waiting: { display: 'flex', justifyContent: 'center', padding: '96px 0' },
  back: { fontSize: tokens.fontSizeBase300, alignSelf: 'flex-start' },
  suggestions: { marginTop: tokens.spacingVerticalXL },
});

/** A project id as the address gives it: a ULID, else none (nothing is asked for a malformed one). */
export const projectIdOf = (raw: string | null): string | undefined => (raw && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(raw) ? raw : undefined);

/** The visits already counted (a location's key: StrictMode's second effect, a revalidation, do not count again). */
const counted = new Set<string>();

const Frame = ({ children }: { children: ReactNode }) => {
  const page = usePageStyles();
  return <div className={page.page}>{children}</div>;
};

/** The tab's title: one `<title>` per page state (React puts it into the head). */
const Title = ({ parts }: { parts: readonly string[] }) => <title>{[...parts, t('app.name')].join(' - ')}</title>;

/** The details once loaded, or the page's wait, absence and failure. */
const Loaded = ({ projectId, title, children }: { projectId: string | undefined; title: string; children: (detail: ProjectDetail, reload: () => void) => ReactNode }) => {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useProjectInfo(projectId);
  const reload = useReloadProject();
  useProjectPushes((push) => {
    if (projectId && push.projectId === projectId) void mutate();
  });
  if (!projectId) {
    return (
      <>
        <Title parts={[title]} />
        <StatusPage
          title={tf('pf.details.noId')}
          text={tf('pf.details.noIdText')}
          actions={
            <LinkButton appearance="primary" to={paths.findProjectAlt}>
              {tf('pf.details.toFind')}
            </LinkButton>
          }
        />
      </>
    );
  }
  if (!data && isLoading) {
    return (
      <div className={styles.waiting}>
        <Title parts={[title]} />
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (!data) {
    return (
      <>
        <Title parts={[title]} />
        <StatusPage
          title={isNotFound(error) ? tf('pf.details.missing') : tf('pf.details.failed')}
          text={isNotFound(error) ? tf('pf.details.missingText') : (error?.msg ?? '')}
          actions={
            isNotFound(error) ? (
              <LinkButton appearance="primary" to={paths.findProjectAlt}>
                {tf('pf.details.toFind')}
              </LinkButton>
            ) : (
              <Button appearance="primary" onClick={() => void mutate()}>
                {tf('pf.find.retry')}
              </Button>
            )
          }
        />
      </>
    );
  }
  return <>{children(data, () => void reload(projectId))}</>;
};

/** Counts this visit's view of an open public project (not the publisher's own), once, and shows the new count. */
const useCountView = (detail: ProjectDetail | undefined) => {
  const { key } = useLocation();
  const { mutate } = useProjectInfo(detail?.projectId);
  useEffect(() => {
    if (!detail || counted.has(key)) return;
    const open = OPEN_PROJECT_STATES.includes(detail.state as ProjectState) && detail.visibility === 'PUBLIC';
    if (!open || detail.relation === 'partyA' || detail.relation === 'partyAStaff') return;
    counted.add(key);
    browseProject(detail.projectId).then(
      ({ browseNum }) => void mutate((current) => (current ? { ...current, browseNum: Math.max(current.browseNum, browseNum) } : current), { revalidate: false }),
      () => undefined,
    );
  }, [detail, key, mutate]);
};

const FindDetails = ({ detail, reload }: { detail: ProjectDetail; reload: () => void }) => {
  const styles = useStyles();
  useCountView(detail);
  return (
    <>
      <Title parts={[detail.name, tf('pf.details.title')]} />
      <ProjectDetailView
        detail={detail}
        top={
          <TextLink to={paths.findProjectAlt} className={styles.back}>
            {`‹ ${tf('pf.details.back')}`}
          </TextLink>
        }
        aside={<ApplyPanel detail={detail} onApplied={reload} />}
      />
    </>
  );
};

export const FindDetailsPage = ({ projectId }: { projectId: string | undefined }) => (
  <Frame>
    <Loaded projectId={projectId} title={tf('pf.details.title')}>{(detail, reload) => <FindDetails detail={detail} reload={reload} />}</Loaded>
  </Frame>
);

export const PartyDetailsPage = ({ projectId }: { projectId: string | undefined }) => {
  const styles = useStyles();
  return (
    <Frame>
      <Loaded projectId={projectId} title={tf('pf.party.title')}>
        {(detail, reload) => {
          const ownSide = detail.relation === 'partyA' || detail.relation === 'partyAStaff';
          return (
            <>
              <Title parts={[detail.name, tf('pf.party.title')]} />
              <ProjectDetailView
                detail={detail}
                top={
                  <TextLink to={ownSide ? paths.projectCenter : paths.findProjectAlt} className={styles.back}>
                    {`‹ ${ownSide ? tf('pf.party.toCenter') : tf('pf.details.back')}`}
                  </TextLink>
                }
                aside={ownSide ? <PartyPanel detail={detail} onChanged={reload} /> : <ApplyPanel detail={detail} onApplied={reload} />}
              />
              {ownSide && OPEN_PROJECT_STATES.includes(detail.state as ProjectState) && (
                <div className={styles.suggestions}>
                  <SuggestedPartiesPanel projectId={detail.projectId} canInvite={detail.relation === 'partyA'} />
                </div>
              )}
            </>
          );
        }}
      </Loaded>
    </Frame>
  );
};
