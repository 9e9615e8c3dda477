/** A 温馨提示 confirmation through the app's one dialog host (lib/notify). */
import { t } from '../../../lib/i18n.js';
import { modal } from '../../../lib/notify.js';

export const confirmAction = (text: string, run: () => void, confirmLabel: string = t('notice.confirm')): void =>
  modal({ title: t('notice.title'), text, actions: [{ label: confirmLabel, primary: true, run }, { label: t('notice.cancel') }] });
