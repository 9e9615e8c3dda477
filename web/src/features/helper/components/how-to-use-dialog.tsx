/** 使用说明 (spec §2.3, §7.2): the operators' guide, rich text shown only through RichText, for everyone. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EmptyState } from '../../../components/empty-state.js';
import { RichText } from '../../../components/rich-text.js';
import { t } from '../../../lib/i18n.js';
import { useHowToUse } from '../api/how-to-use.js';
import { th } from '../texts.js';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  content: { maxHeight: '64vh', overflowY: 'auto', paddingRight: tokens.spacingHorizontalS },
  loading: { padding: tokens.spacingVerticalXXL },
});

const Body = () => {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useHowToUse();
  if (isLoading) return <Spinner className={styles.loading} label={t('app.loading')} />;
  if (error || !data) {
    return (
      <EmptyState
        title={th('helper.loadFailed')}
        text={error?.msg}
        actions={
          <Button appearance="primary" onClick={() => void mutate()}>
            {th('helper.retry')}
          </Button>
        }
      />
    );
  }
  if (data.content.trim() === '') return <EmptyState title={th('helper.howToUseEmpty')} text={th('helper.howToUseEmptyText')} />;
  return <RichText html={data.content} />;
};

export const HowToUseDialog = ({ onClose }: { onClose: () => void }) => {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined} data-testid="how-to-use">
        <DialogBody>
          <DialogTitle>{th('helper.howToUseTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {th('helper.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

export default HowToUseDialog;
