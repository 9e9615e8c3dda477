/**
 * 我的收藏 (/work/userCenter/myCollect: its four tabs 项目, 供应商品, 采购商品, 单位/人才, each newest first) and 我的关注
 * (/work/userCenter/myAttention: the people and units followed, newest first, with how many). Each row opens what it
 * names and removes it (the row goes: no toast, which would outstay the page); what a row shows is what it showed when
 * kept (a bookmark keeps its title).
 */
import { Avatar, Badge, Button, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { COLLECT_TABS, type CollectRecord, type CollectTab, type FollowRecord, type FollowTargetType } from '../../../../../shared/schemas/collect.js';
import { formatFen } from '../../../../../shared/money.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { NARROW_MEDIA, usePanelStyles } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { goodsDetailPath, projectFindDetailsPath, userInfoPath } from '../../../config/paths.js';
import { formatDate } from '../../../lib/format-time.js';
import { t } from '../../../lib/i18n.js';
import { AsyncButton } from '../../../components/async-button.js';
import { setCollected, setFollowing, useCollectList, useFollowList } from '../api/collect.js';
import { tc } from '../texts.js';

const useStyles = makeStyles({
  intro: { margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground3 },
  tabs: { marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    [NARROW_MEDIA]: { flexWrap: 'wrap' },
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 200px', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexShrink: 0 },
  picture: { width: '56px', height: '56px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, flexShrink: 0 },
});

const openPath = (record: CollectRecord): string =>
  record.targetType === 'PROJECT' ? projectFindDetailsPath(record.targetId) : record.targetType === 'GOODS' ? goodsDetailPath(record.targetId) : userInfoPath(record.targetId, record.targetType as FollowTargetType);

const CollectRow = ({ record, onRemoved }: { record: CollectRecord; onRemoved: () => Promise<unknown> }) => {
  const styles = useStyles();
  const party = record.tab === 'party';
  return (
    <li className={styles.row} data-testid="collect-row">
      {party ? (
        <Avatar name={record.name} image={record.picture ? { src: record.picture } : undefined} size={48} />
      ) : record.picture ? (
        <img className={styles.picture} src={record.picture} alt="" />
      ) : null}
      <div className={styles.body}>
        <span className={styles.name}>{record.name}</span>
        <span className={styles.meta}>
          {party ? (
            <Badge appearance="tint" size="small">
              {tc(`collect.kind.${record.targetType as 'PERSONAGE' | 'TEAM' | 'COMPANY'}`)}
            </Badge>
          ) : (
            tc('collect.owner', { name: record.ownerName })
          )}
          {record.amount !== undefined && !party ? ` · ${formatFen(record.amount)}` : ''}
          {/* A badge is its own separator; text is followed by a middle dot. */}
          {party ? ' ' : ' · '}
          {tc('collect.time', { time: formatDate(record.collectTime) })}
        </span>
      </div>
      <div className={styles.actions}>
        <LinkButton size="small" appearance="secondary" to={openPath(record)}>
          {tc('collect.open')}
        </LinkButton>
        <AsyncButton size="small" appearance="subtle" onClick={() => setCollected(record.targetType, record.targetId, false).then(onRemoved, () => undefined)}>
          {tc('collect.remove')}
        </AsyncButton>
      </div>
    </li>
  );
};

const CollectTabList = ({ tab }: { tab: CollectTab }) => {
  const styles = useStyles();
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useCollectList(tab, current);
  if (error) {
    return (
      <EmptyState
        title={tc('collect.loadFailed')}
        actions={
          <Button size="small" onClick={() => void mutate()}>
            {tc('collect.retry')}
          </Button>
        }
      />
    );
  }
  if (!data) return <p className={styles.meta}>{t('app.loading')}</p>;
  if (data.total === 0) return <EmptyState title={tc('collect.empty')} text={tc(`collect.emptyText.${tab}`)} />;
  return (
    <>
      <ul className={styles.list} aria-label={tc(`collect.tab.${tab}`)}>
        {data.records.map((record) => (
          <CollectRow key={`${record.targetType}:${record.targetId}`} record={record} onRemoved={() => mutate()} />
        ))}
      </ul>
      <Pager current={data.current} pages={data.pages} onChange={setCurrent}>
        {tc('collect.total', { total: data.total })}
      </Pager>
    </>
  );
};

export const MyCollectPage = () => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const [tab, setTab] = useState<CollectTab>('project');
  return (
    <section className={panel.panel}>
      <title>{`${tc('collect.title')} - ${t('app.name')}`}</title>
      <h1 className={panel.heading}>{tc('collect.title')}</h1>
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_event, d) => setTab(d.value as CollectTab)} aria-label={tc('collect.tabsLabel')}>
        {COLLECT_TABS.map((value) => (
          <Tab key={value} value={value} data-testid={`collect-tab-${value}`}>
            {tc(`collect.tab.${value}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={tc(`collect.tab.${tab}`)}>
        <CollectTabList key={tab} tab={tab} />
      </div>
    </section>
  );
};

const FollowRow = ({ record, onRemoved }: { record: FollowRecord; onRemoved: () => Promise<unknown> }) => {
  const styles = useStyles();
  return (
    <li className={styles.row} data-testid="follow-row">
      <Avatar name={record.name} image={record.headPortrait ? { src: record.headPortrait } : undefined} size={48} />
      <div className={styles.body}>
        <span className={styles.name}>{record.name}</span>
        <span className={styles.meta}>
          <Badge appearance="tint" size="small">
            {tc(`collect.kind.${record.targetType}`)}
          </Badge>{' '}
          {tc('follow.time', { time: formatDate(record.followTime) })}
        </span>
      </div>
      <div className={styles.actions}>
        <LinkButton size="small" appearance="secondary" to={userInfoPath(record.targetId, record.targetType)}>
          {tc('follow.page')}
        </LinkButton>
        <AsyncButton size="small" appearance="subtle" onClick={() => setFollowing(record.targetType, record.targetId, false).then(onRemoved, () => undefined)}>
          {tc('follow.remove')}
        </AsyncButton>
      </div>
    </li>
  );
};

export const MyAttentionPage = () => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useFollowList(current);
  return (
    <section className={panel.panel}>
      <title>{`${tc('follow.title')} - ${t('app.name')}`}</title>
      <h1 className={panel.heading}>{tc('follow.title')}</h1>
      <p className={styles.intro}>{tc('follow.intro')}</p>
      {error ? (
        <EmptyState
          title={tc('collect.loadFailed')}
          actions={
            <Button size="small" onClick={() => void mutate()}>
              {tc('collect.retry')}
            </Button>
          }
        />
      ) : !data ? (
        <p className={styles.meta}>{t('app.loading')}</p>
      ) : data.total === 0 ? (
        <EmptyState title={tc('follow.empty')} text={tc('follow.emptyText')} />
      ) : (
        <>
          <ul className={styles.list} aria-label={tc('follow.title')}>
            {data.records.map((record) => (
              <FollowRow key={`${record.targetType}:${record.targetId}`} record={record} onRemoved={() => mutate()} />
            ))}
          </ul>
          <Pager current={data.current} pages={data.pages} onChange={setCurrent}>
            {tc('follow.count', { total: data.total })}
          </Pager>
        </>
      )}
    </section>
  );
};
