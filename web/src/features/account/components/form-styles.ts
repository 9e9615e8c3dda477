/** The look shared by the account forms: a column of fields, an action row, and the form-level message. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', marginTop: tokens.spacingVerticalS },
  submit: { minWidth: '120px' },
  block: { width: '100%' },
  links: { display: 'flex', justifyContent: 'space-between', fontSize: tokens.fontSizeBase200 },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  available: { color: tokens.colorPaletteGreenForeground1 },
});
