/** The header's sound toggle (spec §2.3): whether new messages play a sound, kept in localStorage. */
import { makeStyles } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { useHeaderNavStyles } from '../../../components/header-nav-styles.js';
import { t } from '../../../lib/i18n.js';
import { isSoundOn, setSoundOn, subscribeSound } from '../../../lib/sound-setting.js';

const useStyles = makeStyles({
  icon: { width: '20px', height: '20px', fill: 'none', stroke: 'currentColor', strokeWidth: '1.6', strokeLinecap: 'round', strokeLinejoin: 'round' },
});

export const SoundToggle = () => {
  const styles = useStyles();
  const nav = useHeaderNavStyles();
  const on = useSyncExternalStore(subscribeSound, isSoundOn, () => true);
  const label = on ? t('header.soundOn') : t('header.soundOff');
  return (
    <button type="button" className={nav.iconButton} aria-label={label} title={label} onClick={() => setSoundOn(!on)}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M3 8h3l4-3.5v11L6 12H3Z" />
        {on ? <path d="M13 7.5a3.5 3.5 0 0 1 0 5M15.2 5.2a6.7 6.7 0 0 1 0 9.6" /> : <path d="m13 8 4 4m0-4-4 4" />}
      </svg>
    </button>
  );
};
