/**
 * The home page's banners (spec §7.1 getBorderImg): one slide at a time, moving on every 5 s unless the pointer
 * or the keyboard focus is on it (or the person prefers reduced motion), with previous / next and one dot per
 * slide. Each slide's picture lies behind its title and subtitle; a slide with a link leads there.
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { SiteLink } from '../../../components/site-link.js';
import { useBanners } from '../../content/public.js';
import { th } from '../texts.js';

const ROTATE_MS = 5_000;

const useStyles = makeStyles({
  section: { width: '100%', maxWidth: '1200px', marginInline: 'auto', padding: `0 ${tokens.spacingHorizontalXL}`, boxSizing: 'border-box' },
  frame: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    // The width is the section's: with only an aspect ratio and a minimum height, a phone's 200 px made it 667 wide.
    width: '100%',
    aspectRatio: '1200 / 360',
    minHeight: '200px',
    backgroundColor: tokens.colorBrandBackground,
    boxShadow: tokens.shadow8,
  },
  slide: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: `0 56px`,
    '@media (max-width: 640px)': { padding: `0 ${tokens.spacingHorizontalXXL}` },
    color: tokens.colorNeutralForegroundOnBrand,
    textDecoration: 'none',
    isolation: 'isolate',
    opacity: 0,
    visibility: 'hidden',
    transition: 'opacity 400ms ease, visibility 400ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  shown: { opacity: 1, visibility: 'visible' },
  picture: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', zIndex: -1 },
  title: { margin: 0, maxWidth: '60%', fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold, '@media (max-width: 640px)': { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, maxWidth: '100%' } },
  subtitle: { margin: 0, maxWidth: '60%', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, '@media (max-width: 640px)': { maxWidth: '100%', fontSize: tokens.fontSizeBase300 } },
  arrow: { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1, minWidth: '36px', color: tokens.colorNeutralForegroundOnBrand },
  previous: { left: tokens.spacingHorizontalS },
  next: { right: tokens.spacingHorizontalS },
  dots: { position: 'absolute', left: 0, right: 0, bottom: tokens.spacingVerticalM, display: 'flex', justifyContent: 'center', gap: tokens.spacingHorizontalS, zIndex: 1 },
  dot: {
    width: '28px',
    height: '24px',
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    '::before': { content: '""', display: 'block', height: '4px', borderRadius: '2px', backgroundColor: 'rgba(255,255,255,.5)' },
  },
  dotOn: { '::before': { backgroundColor: '#fff' } },
});

export const BannerCarousel = () => {
  const styles = useStyles();
  const { data: banners } = useBanners();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners?.length ?? 0;

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  // While they load, the frame keeps its place (nothing below it moves when they arrive); none published: no frame.
  if (banners && count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);
  if (!banners) {
    return (
      <section className={styles.section} aria-label={th('home.banners')} aria-busy="true">
        <div className={styles.frame} />
      </section>
    );
  }
  return (
    <section className={styles.section} aria-roledescription="carousel" aria-label={th('home.banners')}>
      <div
        className={styles.frame}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        data-testid="banner-carousel"
      >
        {banners.map((banner, i) => (
          <SiteLink key={banner.id} href={banner.jumpUrl} className={mergeClasses(styles.slide, i === index && styles.shown)}>
            {banner.imgUrl && (
              <img className={styles.picture} src={banner.imgUrl} alt="" width={1200} height={360} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'low'} />
            )}
            <h2 className={styles.title}>{banner.title}</h2>
            {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
          </SiteLink>
        ))}
        {count > 1 && (
          <>
            <Button appearance="transparent" className={mergeClasses(styles.arrow, styles.previous)} aria-label={th('home.bannerPrevious')} onClick={() => go(index - 1)}>
              ‹
            </Button>
            <Button appearance="transparent" className={mergeClasses(styles.arrow, styles.next)} aria-label={th('home.bannerNext')} onClick={() => go(index + 1)}>
              ›
            </Button>
            <div className={styles.dots}>
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  className={mergeClasses(styles.dot, i === index && styles.dotOn)}
                  aria-label={th('home.bannerGoTo', { n: String(i + 1) })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
};
