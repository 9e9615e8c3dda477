/** Project categories (spec §7.1 category/query): each top category with its sub-categories, leading to 找项目. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { useCategories } from '../../content/public.js';
import { useSectionStyles } from './section-styles.js';
import { th } from '../texts.js';

const useStyles = makeStyles({
  section: { padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL} 0` },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  children: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  child: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  },
});

export const CategoryGrid = () => {
  const styles = useStyles();
  const section = useSectionStyles();
  const { data: categories } = useCategories();
  if (!categories || categories.length === 0) return null;
  return (
    <section className={`${section.section} ${styles.section}`} aria-labelledby="home-categories">
      <h2 id="home-categories" className={section.heading}>
        {th('home.categories')}
      </h2>
      <ul className={styles.grid} data-testid="categories">
        {categories.map((category) => (
          <li key={category.id} className={styles.card}>
            <h3 className={styles.name}>{category.name}</h3>
            <ul className={styles.children}>
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link className={styles.child} to={`${paths.findProject}?category=${encodeURIComponent(child.id)}`}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
};
