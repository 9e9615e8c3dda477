/**
 * A labelled group of controls (the region's three boxes, the applicant checkboxes): a fieldset whose legend reads
 * like a Fluent field label, with the group's message under it, announced when it appears.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: `0 0 ${tokens.spacingVerticalXXS}`, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  required: { paddingLeft: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground3 },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

export interface FieldGroupProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** The ids to hand to the controls: the legend's (aria-labelledby) and the message's (aria-describedby). */
  children: (ids: { labelId: string; messageId: string | undefined }) => ReactNode;
}

export const FieldGroup = ({ label, required = false, hint, error, className, children }: FieldGroupProps) => {
  const styles = useStyles();
  const labelId = useId();
  const messageId = useId();
  const message = error ?? hint;
  return (
    <fieldset className={mergeClasses(styles.group, className)}>
      <legend id={labelId} className={styles.legend}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {children({ labelId, messageId: message ? messageId : undefined })}
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </fieldset>
  );
};
