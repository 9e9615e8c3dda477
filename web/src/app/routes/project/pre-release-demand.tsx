/** /pre-release-demand?projectId=, 预览需求: the demand as others will see it, then 发布. */
import { useSearchParams } from 'react-router-dom';
import { usePageStyles } from '../../../components/page-styles.js';
import { DemandPreview } from '../../../features/project-demand/components/demand-preview.js';

export const Component = () => {
  const page = usePageStyles();
  const [query] = useSearchParams();
  const projectId = query.get('projectId') ?? undefined;
  return (
    <div className={page.page}>
      <DemandPreview key={projectId} projectId={projectId} />
    </div>
  );
};
