/** What a project-center list shows around its cards: waiting, a failure with 重试, nothing, and the pager. */
import { Button, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Page } from '../../../../../shared/envelope.js';
import { EmptyState } from '../../../components/empty-state.js';
import { Pager } from '../../../components/pager.js';
import { tp } from '../texts.js';
import { useCenterStyles } from './styles.js';

export interface PagedListProps<T> {
  data: Page<T> | undefined;
  error: unknown;
  retry: () => void;
  empty: { title: string; text?: string; actions?: ReactNode };
  onPage: (page: number) => void;
  children: (records: T[]) => ReactNode;
}

export const PagedList = <T,>({ data, error, retry, empty, onPage, children }: PagedListProps<T>) => {
  const styles = useCenterStyles();
  if (!data && error) {
    return (
      <EmptyState
        title={tp('pc.loadFailed')}
        actions={
          <Button appearance="secondary" onClick={retry}>
            {tp('pc.retry')}
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div className={styles.waiting}>
        <Spinner size="small" label={tp('pc.loading')} />
      </div>
    );
  }
  if (data.records.length === 0) return <EmptyState title={empty.title} {...(empty.text ? { text: empty.text } : {})} actions={empty.actions} />;
  return (
    <>
      {children(data.records)}
      {data.pages > 1 || data.current > 1 ? (
        <Pager current={data.current} pages={data.pages} onChange={onPage}>
          <span>{tp('pc.total', { total: data.total })}</span>
        </Pager>
      ) : null}
    </>
  );
};
