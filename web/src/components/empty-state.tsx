/** What a list or a not-yet-built section shows when it has nothing: an outline icon, a title and a sentence. */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
  icon: { width: '72px', height: '72px', fill: 'none', stroke: tokens.colorNeutralStroke1, strokeWidth: '1.5', strokeLinejoin: 'round' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  text: { margin: 0, maxWidth: '420px', fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
});

export interface EmptyStateProps {
  title: string;
  text?: string;
  actions?: ReactNode;
}

export const EmptyState = ({ title, text, actions }: EmptyStateProps) => {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.icon} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <path d="M12 30 22 14h28l10 16v24a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4Z" />
        <path d="M12 30h16a8 8 0 0 0 16 0h16" />
      </svg>
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {actions}
    </div>
  );
};
