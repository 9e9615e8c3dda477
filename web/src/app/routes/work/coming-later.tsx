/**
 * The workbench tabs and personal-center entries whose features come later (docs/architecture.md "What comes next"): the page's own title
 * (the route's `handle.title`) over an honest empty state, never invented data.
 */
import { useMatches } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state.js';
import { t, type MessageKey } from '../../../lib/i18n.js';
import { usePanelStyles } from '../../../components/page-styles.js';

export interface TitleHandle {
  title: MessageKey;
}

const isTitleHandle = (handle: unknown): handle is TitleHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

export const Component = () => {
  const styles = usePanelStyles();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isTitleHandle)
    .at(-1);
  const title = handle ? t(handle.title) : t('work.title');
  return (
    <section className={styles.panel}>
      <title>{`${title} - ${t('app.name')}`}</title>
      <h1 className={styles.heading}>{title}</h1>
      <EmptyState title={t('common.noData')} text={t('work.comingLater')} />
    </section>
  );
};
