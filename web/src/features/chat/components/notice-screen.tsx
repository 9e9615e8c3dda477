/** /notice and /noticeDetail (spec §2.5: platform news). Their calls are not shown in the spec: an empty list. */
import { t } from '../../../lib/i18n.js';
import { Screen } from './screen.js';
import { useChatStyles } from './styles.js';

export const NoticeScreen = ({ detail = false }: { detail?: boolean }) => {
  const styles = useChatStyles();
  return (
    <Screen title={detail ? t('chat.noticeDetail') : t('chat.notices')}>
      <div className={styles.empty}>{t('chat.noNotices')}</div>
    </Screen>
  );
};
