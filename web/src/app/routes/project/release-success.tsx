/** /release-success?projectId=, 发布成功: where to go after a demand is released. */
import { useSearchParams } from 'react-router-dom';
import { usePageStyles } from '../../../components/page-styles.js';
import { ReleaseSuccess } from '../../../features/project-demand/components/release-success.js';

export const Component = () => {
  const page = usePageStyles();
  const [query] = useSearchParams();
  return (
    <div className={page.page}>
      <ReleaseSuccess projectId={query.get('projectId') ?? undefined} />
    </div>
  );
};
