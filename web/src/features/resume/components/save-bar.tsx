/** The save button at a resume form's end: waits for uploads in flight (`busy`) and for the save under way. */
import { Button, Spinner } from '@fluentui/react-components';
import { tr } from '../texts.js';
import { useEditorStyles } from './editor-styles.js';

export const SaveBar = ({ busy, saving }: { busy: boolean; saving: boolean }) => {
  const styles = useEditorStyles();
  return (
    <div className={styles.bar}>
      <Button type="submit" appearance="primary" disabled={busy || saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
        {tr('resume.save')}
      </Button>
    </div>
  );
};
