/** The larger view of one uploaded picture (or a video: mp4, fiv/flv, m3u8, played inline), over the page. */
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { t } from '../../lib/i18n.js';
import { LineIcon } from '../line-icon.js';
import { tu } from './texts.js';

const useStyles = makeStyles({
  surface: { width: 'fit-content', maxWidth: 'min(960px, calc(100vw - 48px))' },
  content: { display: 'flex', justifyContent: 'center' },
  media: { display: 'block', maxWidth: '100%', maxHeight: '72vh', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
});

export const ImagePreview = ({ url, video, onClose }: { url: string; video: boolean; onClose: () => void }) => {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle
            action={
              <Button appearance="subtle" aria-label={t('notice.close')} icon={<LineIcon name="remove" size={16} weight={2} />} onClick={onClose} />
            }
          >
            {tu(video ? 'imageUpload.videoPreviewTitle' : 'imageUpload.previewTitle')}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {video ? (
              <video className={styles.media} src={url} controls autoPlay playsInline data-testid="image-preview-media" />
            ) : (
              <img className={styles.media} src={url} alt={tu('imageUpload.previewTitle')} data-testid="image-preview-media" />
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
