/**
 * /searchQun and /searchAddQun (spec §2.5, §5, §9): find a group by its 8-digit number, 500 ms after typing
 * stops (an empty search clears the results); the history of searches is kept in a cookie. A joined group opens
 * its chat; another one leads to /applyQun.
 */
import { Button, SearchBox, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useFoundGroups } from '../api/groups.js';
import { useDebounced } from '../hooks/use-debounced.js';
import { panelPath } from '../model/panel-paths.js';
import { clearSearchHistory, readSearchHistory, rememberSearch } from '../model/search-history.js';
import type { GroupSummary } from '../model/types.js';
import { GroupAvatar } from './avatars.js';
import { usePanel } from './panel-nav.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';
import { tc } from '../texts.js';

export const SearchGroup = ({ mode }: { mode: 'find' | 'join' }) => {
  const styles = useChatStyles();
  const nav = usePanel();
  const [search, setSearch] = useState(nav.query.number ?? '');
  const [history, setHistory] = useState(readSearchHistory);
  const number = useDebounced(search.trim());
  const { data, isLoading, error } = useFoundGroups(mode, number);

  useEffect(() => {
    if (number && data && data.length > 0) setHistory(rememberSearch(number));
  }, [number, data]);

  const open = (g: GroupSummary) =>
    g.group
      ? nav.go(panelPath('/chatFrame', { messageType: 'GROUP', joinUserId: g.id, title: g.name, type: 'Group' }))
      : nav.go(panelPath('/applyQun', { groupId: g.id, number: g.number }));

  return (
    <Screen
      title={mode === 'join' ? tc('chat.joinGroup') : tc('chat.searchGroups')}
      top={
        <div className={styles.search}>
          <SearchBox className={styles.searchBox} size="small" value={search} onChange={(_e, d) => setSearch(d.value)} placeholder={tc('chat.groupNumberHint')} aria-label={tc('chat.groupNumberHint')} />
        </div>
      }
    >
      {!number && history.length > 0 && (
        <div className={styles.padded}>
          <div style={{ display: 'flex', alignItems: 'center' }}>
            <span className={styles.muted} style={{ flexGrow: 1 }}>
              {tc('chat.searchHistoryTitle')}
            </span>
            <Button
              size="small"
              appearance="transparent"
              onClick={() => {
                clearSearchHistory();
                setHistory([]);
              }}
            >
              {tc('chat.clearHistory')}
            </Button>
          </div>
          <div className={styles.actions} style={{ justifyContent: 'flex-start' }}>
            {history.map((h) => (
              <Button key={h} size="small" shape="circular" onClick={() => setSearch(h)}>
                {h}
              </Button>
            ))}
          </div>
        </div>
      )}
      {number && isLoading && <Spinner size="small" />}
      {number && (error || (data && data.length === 0)) && <div className={styles.empty}>{tc('chat.groupNotFound')}</div>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {(number ? (data ?? []) : []).map((g) => (
          <li key={g.id}>
            <button type="button" className={styles.row} onClick={() => open(g)} data-testid="found-group">
              <GroupAvatar name={g.name} headers={g.groupHeaders} />
              <span className={styles.rowMain}>
                <span className={styles.rowName}>{g.name}</span>
                <span className={styles.rowSub}>{tc('chat.groupNumber', { number: g.number })}</span>
              </span>
              <span className={styles.rowTime}>{g.group ? tc('chat.joined') : tc('chat.apply')}</span>
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
};
