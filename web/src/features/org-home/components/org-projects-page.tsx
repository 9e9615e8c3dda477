/**
 * A unit's 项目管理 (/company/comProject, /team/teamProject; docs/projects.md "A unit's pages"): its projects as 甲方 —
 * its demands by bucket (发布中, 草稿, 已达成, 已结束) and its cooperations as party A (合作中, 已完成, 已终止) — and as 乙方, its
 * cooperations as party B; the project center's cards, each opening the project or the cooperation. `?side=` and
 * `?state=` open a tab (the home's figures link here); staff read it as they read the project center.
 */
import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CooperationTab, ListSide } from '../../../../../shared/schemas/cooperation.js';
import { LinkButton } from '../../../components/link-button.js';
import { usePageStyles, usePanelStyles } from '../../../components/page-styles.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../lib/i18n.js';
import { CooperationItem, PagedList, ProjectItem, useMyProjects, useProjectRadio, useSideCooperations } from '../../project-center/public.js';
import type { UnitKind } from '../model/links.js';
import { toh } from '../texts.js';
import { useOrgHomeStyles } from './styles.js';

const DEMAND_STATES = ['OPEN', 'DRAFT', 'AGREED', 'ENDED'] as const;
const COOPERATION_STATES = ['ongoing', 'completed', 'terminated'] as const satisfies readonly CooperationTab[];
type DemandState = (typeof DEMAND_STATES)[number];
type State = DemandState | CooperationTab;

const SIDES = ['partyA', 'partyB'] as const satisfies readonly ListSide[];
/** The tabs of a side: party A has its demands too; party B only its cooperations. */
const statesOf = (side: ListSide): readonly State[] => (side === 'partyA' ? [...DEMAND_STATES, ...COOPERATION_STATES] : COOPERATION_STATES);

const isDemandState = (state: State): state is DemandState => (DEMAND_STATES as readonly string[]).includes(state);

const Demands = ({ bucket }: { bucket: DemandState }) => {
  const styles = useOrgHomeStyles();
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useMyProjects(bucket, current);
  return (
    <PagedList
      data={data}
      error={error}
      retry={() => void mutate()}
      onPage={setCurrent}
      empty={{
        title: toh('oh.empty.demands'),
        text: toh('oh.empty.demandsText'),
        actions: (
          <div className={styles.actions}>
            <LinkButton appearance="primary" to={paths.demandRelease}>
              {toh('oh.projects.release')}
            </LinkButton>
          </div>
        ),
      }}
    >
      {(records) => (
        <ul className={styles.list} data-testid={`org-projects-${bucket}`}>
          {records.map((project) => (
            <ProjectItem key={project.projectId} project={project} />
          ))}
        </ul>
      )}
    </PagedList>
  );
};

const Cooperations = ({ side, tab }: { side: ListSide; tab: CooperationTab }) => {
  const styles = useOrgHomeStyles();
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useSideCooperations(tab, side, current);
  return (
    <PagedList
      data={data}
      error={error}
      retry={() => void mutate()}
      onPage={setCurrent}
      empty={{
        title: toh(side === 'partyA' ? 'oh.empty.partyA' : 'oh.empty.partyB'),
        text: toh('oh.empty.coopText'),
        ...(side === 'partyB'
          ? {
              actions: (
                <LinkButton appearance="primary" to={paths.workFindProject}>
                  {toh('oh.projects.find')}
                </LinkButton>
              ),
            }
          : {}),
      }}
    >
      {(records) => (
        <ul className={styles.list} data-testid={`org-cooperations-${side}-${tab}`}>
          {records.map((item) => (
            <CooperationItem key={item.projectId} item={item} />
          ))}
        </ul>
      )}
    </PagedList>
  );
};

export const OrgProjectsPage = ({ kind }: { kind: UnitKind }) => {
  const page = usePageStyles();
  const panel = usePanelStyles();
  const styles = useOrgHomeStyles();
  useProjectRadio();
  const [query, setQuery] = useSearchParams();
  const side: ListSide = query.get('side') === 'partyB' ? 'partyB' : 'partyA';
  const asked = query.get('state') as State | null;
  const state: State = asked && statesOf(side).includes(asked) ? asked : side === 'partyA' ? 'OPEN' : 'ongoing';
  const open = (next: { side: ListSide; state?: State }) => setQuery({ side: next.side, state: next.state ?? (next.side === 'partyA' ? 'OPEN' : 'ongoing') }, { replace: true });
  const title = toh(kind === 'company' ? 'oh.projects.title.company' : 'oh.projects.title.team');
  return (
    <div className={page.page}>
      <title>{`${title} - ${t('app.name')}`}</title>
      <section className={panel.panel} aria-labelledby="org-projects-heading">
        <h1 id="org-projects-heading" className={panel.heading}>
          {title}
        </h1>
        <TabList className={styles.tabs} selectedValue={side} onTabSelect={(_e, data) => open({ side: data.value as ListSide })} aria-label={toh('oh.projects.sides')}>
          {SIDES.map((name) => (
            <Tab key={name} value={name}>
              {toh(`oh.side.${name}`)}
            </Tab>
          ))}
        </TabList>
        <p className={styles.hint}>{toh(side === 'partyA' ? 'oh.side.partyAText' : 'oh.side.partyBText', { unit: toh(kind === 'company' ? 'oh.unit.company' : 'oh.unit.team') })}</p>
        <TabList className={styles.tabs} size="small" selectedValue={state} onTabSelect={(_e, data) => open({ side, state: data.value as State })} aria-label={toh('oh.projects.states')}>
          {statesOf(side).map((name) => (
            <Tab key={name} value={name}>
              {toh(`oh.state.${name}`)}
            </Tab>
          ))}
        </TabList>
        {isDemandState(state) ? <Demands key={state} bucket={state} /> : <Cooperations key={`${side}-${state}`} side={side} tab={state} />}
      </section>
    </div>
  );
};
