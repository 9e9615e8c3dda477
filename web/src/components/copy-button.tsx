/** A small 复制 button beside a number people paste elsewhere (lib/clipboard.ts; spec §8 '该浏览器不支持复制'). */
import { Button } from '@fluentui/react-components';
import { copyText } from '../lib/clipboard.js';
import { t } from '../lib/i18n.js';

export const CopyButton = ({ text, label }: { text: string; /** What is copied, for the accessible name (复制运单号). */ label: string }) => (
  <Button size="small" appearance="transparent" aria-label={t('copy.what', { what: label })} onClick={() => void copyText(text)}>
    {t('copy.action')}
  </Button>
);
