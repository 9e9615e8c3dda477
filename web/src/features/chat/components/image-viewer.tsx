/**
 * The image viewer of a chat image (spec §2.5 image preview, issue 15 item 9): the picture fitted to the screen on
 * a dark backdrop, zoom in and out (buttons, the mouse wheel, + and −), back to fit (0), download under its own
 * name, and close (the button, a click on the backdrop, Esc). When zoomed past the screen, the picture scrolls.
 */
import { Button, Dialog, DialogSurface, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type KeyboardEvent, type WheelEvent } from 'react';
import { toast } from '../../../lib/notify.js';
import { tc, type ChatTextKey } from '../texts.js';

const ZOOM_MIN = 0.25;
const ZOOM_MAX = 4;
const ZOOM_STEP = 1.25;

const useStyles = makeStyles({
  surface: {
    width: '100vw',
    maxWidth: '100vw',
    height: '100dvh',
    maxHeight: '100dvh',
    padding: 0,
    borderRadius: 0,
    backgroundColor: 'rgba(0, 0, 0, 0.88)',
    display: 'flex',
    flexDirection: 'column',
  },
  stage: { flexGrow: 1, minHeight: 0, overflow: 'auto', display: 'flex' },
  // `margin: auto` centres the picture while it fits and lets it scroll from its edge once it is larger.
  picture: { margin: 'auto', display: 'block', userSelect: 'none' },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  zoom: { minWidth: '48px', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
  name: { maxWidth: '40vw', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForegroundInverted2 },
});

const clamp = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

/** Saves the picture under its own name: fetched (the signed URL is on the storage's origin) and handed over as a blob. */
const download = async (url: string, name: string): Promise<void> => {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    const href = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href, download: name });
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch {
    toast({ intent: 'error', text: tc('chat.viewerDownloadFailed') });
  }
};

export interface ImageViewerProps {
  url: string;
  name: string;
  onClose: () => void;
}

export const ImageViewer = ({ url, name, onClose }: ImageViewerProps) => {
  const styles = useStyles();
  // undefined: fitted to the screen; a number: the natural size times it.
  const [zoom, setZoom] = useState<number | undefined>();
  const [natural, setNatural] = useState<{ width: number; height: number }>();
  const [fitted, setFitted] = useState(1);

  const current = zoom ?? fitted;
  const zoomBy = (factor: number) => setZoom(clamp(current * factor));
  const onWheel = (event: WheelEvent) => {
    if (event.deltaY !== 0) zoomBy(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') setZoom(undefined);
  };
  // Labelled by `title`, not a Tooltip: a shown tooltip takes the first Esc for itself, and Esc must close the viewer.
  const tool = (label: ChatTextKey, onClick: () => void, text: string, testId: string, disabled = false) => (
    <Button appearance="transparent" style={{ color: 'inherit' }} onClick={onClick} disabled={disabled} title={tc(label)} aria-label={tc(label)} data-testid={testId}>
      {text}
    </Button>
  );
  const size = zoom !== undefined && natural ? { width: natural.width * zoom, height: natural.height * zoom, maxWidth: 'none', maxHeight: 'none' } : { maxWidth: '100%', maxHeight: '100%' };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={tc('chat.previewOpen')} onKeyDown={onKeyDown} data-testid="image-viewer">
        <div
          className={styles.stage}
          onWheel={onWheel}
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <img
            className={styles.picture}
            style={size}
            src={url}
            alt={name}
            draggable={false}
            data-testid="image-viewer-picture"
            onLoad={(event) => {
              const img = event.currentTarget;
              setNatural({ width: img.naturalWidth, height: img.naturalHeight });
              setFitted(img.naturalWidth ? img.clientWidth / img.naturalWidth : 1);
            }}
          />
        </div>
        <div className={styles.bar} role="toolbar" aria-label={tc('chat.viewerTools')}>
          <span className={styles.name} title={name}>
            {name}
          </span>
          {tool('chat.viewerZoomOut', () => zoomBy(1 / ZOOM_STEP), '－', 'viewer-zoom-out', current <= ZOOM_MIN)}
          <span className={styles.zoom} aria-live="polite" data-testid="viewer-zoom">
            {`${Math.round(current * 100)}%`}
          </span>
          {tool('chat.viewerZoomIn', () => zoomBy(ZOOM_STEP), '＋', 'viewer-zoom-in', current >= ZOOM_MAX)}
          {tool('chat.viewerFit', () => setZoom(undefined), tc('chat.viewerFitShort'), 'viewer-fit')}
          {tool('chat.download', () => void download(url, name), tc('chat.download'), 'viewer-download')}
          {tool('chat.viewerClose', onClose, tc('chat.viewerClose'), 'viewer-close')}
        </div>
      </DialogSurface>
    </Dialog>
  );
};

export default ImageViewer;
