/** /compile-demand-book?projectId=, 编写需求书: the demand book in the rich-text editor (this module is lazy: it may carry the editor). */
import { useSearchParams } from 'react-router-dom';
import { usePageStyles } from '../../../components/page-styles.js';
import { BookEditor } from '../../../features/project-demand/components/book-editor.js';

export const Component = () => {
  const page = usePageStyles();
  const [query] = useSearchParams();
  const projectId = query.get('projectId') ?? undefined;
  return (
    <div className={page.page}>
      <BookEditor key={projectId} projectId={projectId} />
    </div>
  );
};
