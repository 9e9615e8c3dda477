/** /no-login-demand-book, a public page: a demand book written without a login, kept in the browser until released after login. */
import { usePageStyles } from '../../../components/page-styles.js';
import { NoLoginBook } from '../../../features/project-demand/components/no-login-book.js';

export const Component = () => {
  const page = usePageStyles();
  return (
    <div className={page.page}>
      <NoLoginBook />
    </div>
  );
};
