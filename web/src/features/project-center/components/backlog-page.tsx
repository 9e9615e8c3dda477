/**
 * /work/backlog, 待办事项 (spec §7.1, `project.backlog`): everything waiting for the viewer's party and notices of
 * what happened, newest first, with 只看待办 to keep only what waits. An entry shows its type, title, content, time
 * and an unread dot; opening it marks it read and follows its link; 已处理 stops counting it, 隐藏 removes it.
 */
import { Badge, Button, CounterBadge, Switch, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BacklogItem } from '../../../../../shared/schemas/project.js';
import { NARROW_MEDIA, PANEL_HEAD, usePanelStyles } from '../../../components/page-styles.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { t } from '../../../lib/i18n.js';
import { toast } from '../../../lib/notify.js';
import { clearBacklog, hideBacklog, readBacklog, useBacklog } from '../api/backlog.js';
import { useProjectRadio } from '../hooks/use-project-radio.js';
import { useRefreshCenter } from '../hooks/use-refresh-center.js';
import { tp } from '../texts.js';
import { PagedList } from './list-states.js';
import { useCenterStyles } from './styles.js';

const useStyles = makeStyles({
  head: { ...PANEL_HEAD },
  heading: { margin: 0 },
  item: {
    display: 'grid',
    gridTemplateColumns: '12px minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    alignItems: 'start',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    [NARROW_MEDIA]: { gridTemplateColumns: '12px minmax(0, 1fr)' },
  },
  todo: { borderLeft: `3px solid ${tokens.colorPaletteMarigoldBorderActive}` },
  dot: { marginTop: '6px' },
  open: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    padding: 0,
    border: 'none',
    background: 'none',
    textAlign: 'left',
    cursor: 'pointer',
    color: 'inherit',
    font: 'inherit',
    ':hover .backlog-title': { color: tokens.colorBrandForeground1, textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusSmall },
  },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  read: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2 },
  content: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS, [NARROW_MEDIA]: { gridColumn: '2 / 3' } },
});

const Entry = ({ item, after }: { item: BacklogItem; after: () => void }) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const act = async (call: (id: string) => Promise<null>, done: string) => {
    setBusy(true);
    try {
      await call(item.id);
      toast({ intent: 'success', text: done });
    } catch {
      // Told by the HTTP helper.
    } finally {
      setBusy(false);
      after();
    }
  };
  return (
    <li className={mergeClasses(styles.item, item.todo && styles.todo)} data-testid="backlog-item" data-todo={item.todo} data-read={item.read}>
      <span className={styles.dot}>{!item.read && <CounterBadge dot color="danger" size="small" role="img" aria-label={tp('pc.backlog.unread')} data-testid="backlog-unread" />}</span>
      <button
        type="button"
        className={styles.open}
        onClick={() => {
          if (!item.read) void readBacklog(item.id).then(after, () => undefined);
          void navigate(item.link);
        }}
      >
        <span className={styles.line}>
          <Badge appearance="tint" color={item.todo ? 'warning' : 'informative'} size="small" data-testid="backlog-type">
            {item.typeLabel}
          </Badge>
          {item.todo && (
            <Badge appearance="outline" color="danger" size="small">
              {tp('pc.backlog.todo')}
            </Badge>
          )}
          <span className={mergeClasses('backlog-title', styles.title, item.read && styles.read)} data-testid="backlog-title">
            {item.title}
          </span>
        </span>
        {item.content && <span className={styles.content}>{item.content}</span>}
        <span className={styles.time}>{formatDateTime(item.createTime)}</span>
      </button>
      <span className={styles.buttons}>
        {item.todo && (
          <Button size="small" appearance="secondary" disabled={busy} onClick={() => void act(clearBacklog, tp('pc.backlog.cleared'))} aria-label={`${tp('pc.backlog.clear')}：${item.title}`}>
            {tp('pc.backlog.clear')}
          </Button>
        )}
        <Button size="small" appearance="subtle" disabled={busy} onClick={() => void act(hideBacklog, tp('pc.backlog.hidden'))} aria-label={`${tp('pc.backlog.hide')}：${item.title}`}>
          {tp('pc.backlog.hide')}
        </Button>
      </span>
    </li>
  );
};

export const BacklogPage = () => {
  const panel = usePanelStyles();
  const styles = useStyles();
  const center = useCenterStyles();
  useProjectRadio();
  const refresh = useRefreshCenter();
  const [todo, setTodo] = useState(false);
  const [current, setCurrent] = useState(1);
  const { data, error, mutate } = useBacklog(todo, current);
  return (
    <section className={panel.panel}>
      <title>{`${tp('pc.backlog.title')} - ${t('app.name')}`}</title>
      <div className={styles.head}>
        <h1 className={mergeClasses(panel.heading, styles.heading)}>{tp('pc.backlog.title')}</h1>
        <Switch
          label={tp('pc.backlog.onlyTodo')}
          checked={todo}
          onChange={(_event, data) => {
            setTodo(data.checked);
            setCurrent(1);
          }}
        />
      </div>
      <PagedList data={data} error={error} retry={() => void mutate()} onPage={setCurrent} empty={{ title: tp('pc.backlog.empty'), text: tp('pc.backlog.emptyText') }}>
        {(records) => (
          <ul className={center.list} data-testid="backlog-list">
            {records.map((item) => (
              <Entry key={item.id} item={item} after={() => void refresh()} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
};
