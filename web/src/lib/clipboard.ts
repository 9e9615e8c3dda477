/**
 * Copying a text for the person (an order's tracking number, a group's number): the Clipboard API where the page
 * may use it, else the older `execCommand('copy')` on a selected text; where neither works, spec §8's
 * '该浏览器不支持复制' as an error toast. Success says 已复制. Answers whether the text was copied.
 */
import { t } from './i18n.js';
import { toast } from './notify.js';

/** The old way: a selected, off-screen text area and `execCommand('copy')` (false where the browser refuses). */
const copyBySelection = (text: string): boolean => {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
};

export const copyText = async (text: string): Promise<boolean> => {
  let copied = false;
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    copied = await navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    );
  }
  copied ||= copyBySelection(text);
  toast(copied ? { intent: 'success', text: t('copy.done') } : { intent: 'error', text: t('copy.unsupported') });
  return copied;
};
