/** /home: the public first screen (spec §2.1) with the hero, what the platform does and the account entries. */
import { AccountEntries } from '../../features/home/components/account-entries.js';
import { FeatureGrid } from '../../features/home/components/feature-grid.js';
import { HomeHero } from '../../features/home/components/home-hero.js';
import { t } from '../../lib/i18n.js';

export const Component = () => (
  <>
    <title>{`${t('app.name')} - ${t('home.eyebrow')}`}</title>
    <HomeHero />
    <FeatureGrid />
    <AccountEntries />
  </>
);
