/** A listing's pictures on its detail page: the chosen one large (the cover first), the others as thumbnails to choose. */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { tm } from '../texts.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  main: {
    width: '100%',
    aspectRatio: '1 / 1',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    objectFit: 'contain',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
  },
  thumbs: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  thumb: {
    width: '56px',
    height: '56px',
    padding: 0,
    border: `2px solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    cursor: 'pointer',
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  chosen: { borderTopColor: tokens.colorBrandStroke1, borderRightColor: tokens.colorBrandStroke1, borderBottomColor: tokens.colorBrandStroke1, borderLeftColor: tokens.colorBrandStroke1 },
  image: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

export const Gallery = ({ urls, name }: { urls: readonly string[]; name: string }) => {
  const styles = useStyles();
  const [at, setAt] = useState(0);
  const shown = urls[at] ?? urls[0];
  return (
    <div className={styles.root} data-testid="goods-gallery">
      {shown ? <img className={styles.main} src={shown} alt={name} /> : <div className={styles.main}>{tm('mall.detail.noPicture')}</div>}
      {urls.length > 1 && (
        <div className={styles.thumbs}>
          {urls.map((url, index) => (
            <button
              key={url}
              type="button"
              className={mergeClasses(styles.thumb, index === at && styles.chosen)}
              aria-label={tm('mall.detail.picture', { index: index + 1 })}
              aria-pressed={index === at}
              onClick={() => setAt(index)}
            >
              <img className={styles.image} src={url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
};
