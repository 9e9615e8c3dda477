/**
 * What a page of one demand shows until the demand is there: a spinner, 项目不存在 (404: none, or not the caller's),
 * a failure with 重试, or the page itself.
 */
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { HttpError } from '../../../api/http-error.js';
import { EmptyState } from '../../../components/empty-state.js';
import { LinkButton } from '../../../components/link-button.js';
import { paths } from '../../../config/paths.js';
import { isNotFound } from '../api/prerelease.js';
import { td } from '../texts.js';

const useStyles = makeStyles({
  wait: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXXL} 0` },
});

export interface LoadStateProps<T> {
  data: T | undefined;
  error: HttpError | undefined;
  retry: () => void;
  children: (data: T) => ReactNode;
}

export const LoadState = <T,>({ data, error, retry, children }: LoadStateProps<T>) => {
  const styles = useStyles();
  if (data !== undefined) return <>{children(data)}</>;
  if (isNotFound(error)) {
    return <EmptyState title={td('demand.notFound')} text={td('demand.notFoundText')} actions={<LinkButton to={paths.demandRelease}>{td('demand.back')}</LinkButton>} />;
  }
  if (error) {
    return (
      <EmptyState
        title={td('demand.loadFailed')}
        actions={
          <Button appearance="primary" onClick={retry}>
            {td('demand.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.wait}>
      <Spinner label={td('demand.loading')} />
    </div>
  );
};

/** A page opened without its `projectId`. */
export const MissingProject = () => (
  <EmptyState title={td('demand.missingId')} text={td('demand.missingIdText')} actions={<LinkButton to={paths.demandRelease}>{td('demand.back')}</LinkButton>} />
);
