/**
 * The pager under a paged list (上一页 · 第 n / m 页 · 下一页), with what the list says of itself before it (共 N 人).
 * Lists take `{ current, size }` and answer `pages` (docs/conventions.md "Data").
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { t } from '../lib/i18n.js';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground3,
  },
});

export interface PagerProps {
  current: number;
  pages: number;
  onChange: (page: number) => void;
  /** Shown before the buttons (the list's total). */
  children?: ReactNode;
  /** The page's own placement (centred under a list, …). */
  className?: string;
}

export const Pager = ({ current, pages, onChange, children, className }: PagerProps) => {
  const styles = useStyles();
  const last = Math.max(pages, 1);
  return (
    <div className={mergeClasses(styles.pager, className)}>
      {children}
      <Button size="small" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {t('common.previousPage')}
      </Button>
      <span aria-live="polite">{t('common.pageOf', { current, pages: last })}</span>
      <Button size="small" disabled={current >= last} onClick={() => onChange(current + 1)}>
        {t('common.nextPage')}
      </Button>
    </div>
  );
};
