/** The home page's picture lists (spec §7.1 getPicList): each titled set as a row of cards. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { SiteLink } from '../../../components/site-link.js';
import { usePictureLists } from '../../content/public.js';
import { useSectionStyles } from './section-styles.js';

const useStyles = makeStyles({
  section: { padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL} 0` },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL, listStyleType: 'none', margin: 0, padding: 0 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    transition: 'box-shadow 150ms ease',
    ':hover': { boxShadow: tokens.shadow16 },
  },
  picture: { width: '100%', aspectRatio: '340 / 240', objectFit: 'cover', display: 'block', backgroundColor: tokens.colorNeutralBackground3 },
  body: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}` },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { margin: `${tokens.spacingVerticalXS} 0 0`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

export const PictureLists = () => {
  const styles = useStyles();
  const section = useSectionStyles();
  const { data: lists } = usePictureLists();
  if (!lists) return null;
  return (
    <>
      {lists
        .filter((list) => list.items.length > 0)
        .map((list) => (
          <section key={list.id} className={`${section.section} ${styles.section}`} aria-labelledby={`pictures-${list.id}`}>
            <h2 id={`pictures-${list.id}`} className={section.heading}>
              {list.name}
            </h2>
            <ul className={styles.grid}>
              {list.items.map((item) => (
                <li key={item.id}>
                  <SiteLink href={item.jumpUrl} className={styles.card}>
                    {item.imgUrl && <img className={styles.picture} src={item.imgUrl} alt="" width={340} height={240} loading="lazy" />}
                    <span className={styles.body}>
                      <h3 className={styles.title}>{item.title}</h3>
                      {item.description && <p className={styles.text}>{item.description}</p>}
                    </span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
};
