/**
 * /home (spec §2.1, §7.1): the hero, the operators' banners, the platform figures, what the platform does, the
 * project categories, the picture lists, and for visitors the three account entries; a logged-in person gets
 * the back-to-top float instead. Anonymous visitors see everything here (spec §2.2: /home is public).
 */
import { AccountEntries } from '../../features/home/components/account-entries.js';
import { BackToTop } from '../../features/home/components/back-to-top.js';
import { BannerCarousel } from '../../features/home/components/banner-carousel.js';
import { CategoryGrid } from '../../features/home/components/category-grid.js';
import { FeatureGrid } from '../../features/home/components/feature-grid.js';
import { HomeHero } from '../../features/home/components/home-hero.js';
import { PictureLists } from '../../features/home/components/picture-lists.js';
import { PlatformFigures } from '../../features/home/components/platform-figures.js';
import { OneByOne } from '../../components/one-by-one.js';
import { t } from '../../lib/i18n.js';
import { getToken } from '../../lib/token.js';
import { th } from '../../features/home/texts.js';

export const Component = () => {
  const loggedIn = getToken() !== undefined;
  return (
    <>
      <title>{`${t('app.name')} - ${th('home.eyebrow')}`}</title>
      <HomeHero />
      {/* Below the first screen, one section at a time: the first screen is up and answering sooner on a slow phone. */}
      <OneByOne>
        <BannerCarousel />
        <PlatformFigures />
        <FeatureGrid />
        <CategoryGrid />
        <PictureLists />
        {/* The login entries are for visitors; a logged-in person switches account from the avatar menu. */}
        {loggedIn ? null : <AccountEntries />}
      </OneByOne>
      {loggedIn && <BackToTop />}
      <div style={{ height: 56 }} />
    </>
  );
};
