/**
 * A finder's results as the search answers them: a refusal said in place with 重试 (搜索服务暂时不可用 for a 503
 * SEARCH_UNAVAILABLE, the finder's own title otherwise; no modal), a spinner until the first page, an empty state,
 * or the finder's list with, under it, a note when the search answers fewer pages than the results would fill (it
 * answers the first 1,000) and the pager. `<name>-retry` is 重试's test id.
 */
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { CORE_ERRORS } from '../../../../shared/errors/core.js';
import { EmptyState } from '../empty-state.js';
import { Pager } from '../pager.js';
import { tfi } from './finder-texts.js';

const useStyles = makeStyles({
  state: { padding: `${tokens.spacingVerticalXXL} 0`, display: 'flex', justifyContent: 'center', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1 },
  notice: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  pager: { justifyContent: 'center' },
});

/** A page of results as the search routes answer it. */
export interface FinderPage<T> {
  records: readonly T[];
  total: number;
  size: number;
  pages: number;
}

/** The finder's own words for its states. */
export interface FinderBoardTexts {
  loading: string;
  /** The title of a refusal other than the search being unavailable. */
  failed: string;
  empty: string;
  /** Why nothing was found (a keyword, the filters, or nothing there yet). */
  emptyText: string;
  deepPages: (pages: number) => string;
}

export interface FinderBoardProps<T> {
  name: string;
  data: FinderPage<T> | undefined;
  error: { code: number; msg: string } | undefined;
  /** Asked again: a refusal stays shown only once the asking is over. */
  isValidating: boolean;
  onRetry: () => void;
  texts: FinderBoardTexts;
  current: number;
  /** The deepest page the pager offers. */
  maxPage?: number;
  onPage: (page: number) => void;
  /** The list of the records. */
  children: (records: readonly T[]) => ReactNode;
}

export const FinderBoard = <T,>({ name, data, error, isValidating, onRetry, texts, current, maxPage = Infinity, onPage, children }: FinderBoardProps<T>) => {
  const styles = useStyles();
  if (error && !isValidating)
    return (
      <div className={styles.state}>
        <EmptyState
          title={error.code === CORE_ERRORS.SEARCH_UNAVAILABLE.code ? tfi('finder.unavailable') : texts.failed}
          text={error.msg}
          actions={
            <Button appearance="primary" onClick={onRetry} data-testid={`${name}-retry`}>
              {tfi('finder.retry')}
            </Button>
          }
        />
      </div>
    );
  if (!data)
    return (
      <div className={styles.state}>
        <Spinner size="small" label={texts.loading} />
      </div>
    );
  if (data.records.length === 0)
    return (
      <div className={styles.state}>
        <EmptyState title={texts.empty} text={texts.emptyText} />
      </div>
    );
  const wantedPages = Math.ceil(data.total / data.size);
  return (
    <>
      {children(data.records)}
      {data.pages < wantedPages && <p className={styles.notice}>{texts.deepPages(data.pages)}</p>}
      {data.pages > 1 && <Pager className={styles.pager} current={current} pages={Math.min(data.pages, maxPage)} onChange={onPage} />}
    </>
  );
};
