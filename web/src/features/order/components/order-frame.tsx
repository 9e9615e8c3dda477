/** The frame of an order page outside the workbench: the way back, the title (the tab's too), and the page inside. */
import type { ReactNode } from 'react';
import { usePageStyles } from '../../../components/page-styles.js';
import { TextLink } from '../../../components/text-link.js';
import { t } from '../../../lib/i18n.js';
import { useOrderStyles } from './styles.js';

export const OrderFrame = ({ title, back, narrow = false, children }: { title: string; back?: { to: string; label: string } | undefined; narrow?: boolean; children: ReactNode }) => {
  const page = usePageStyles();
  const styles = useOrderStyles();
  return (
    <div className={page.page}>
      <div className={narrow ? styles.narrowWrap : styles.wrap}>
        <title>{`${title} - ${t('app.name')}`}</title>
        {back && (
          <TextLink to={back.to} className={styles.back}>
            ‹ {back.label}
          </TextLink>
        )}
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
};
