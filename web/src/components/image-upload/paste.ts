/**
 * A paste that should bring a picture (spec §5 image component, §8 "paste failure"): one that carries none, nor
 * text to paste as text, fails with '粘贴失败，请确认剪贴板中有图片' as an error toast. The uploader, the rich-text
 * editor and the feedback text share it.
 */
import { toast } from '../../lib/notify.js';
import { tu } from './texts.js';

/** Whether a paste carries text, which is pasted as text. */
export const carriesText = (data: Pick<DataTransfer, 'getData'> | null): boolean =>
  (data?.getData('text/plain') ?? '') !== '' || (data?.getData('text/html') ?? '') !== '';

export const pasteFailed = (): void => toast({ intent: 'error', text: tu('imageUpload.pasteFailed') });
