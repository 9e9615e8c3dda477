/**
 * /work/demand-release/new-project and …/new-project-demand-release, 新建项目: the demand form; `?projectId=` changes
 * a saved demand, `?from=local` carries the book written without a login, `?from=copy` follows a copy.
 */
import { useSearchParams } from 'react-router-dom';
import { DemandFormPage } from '../../../features/project-demand/components/demand-form-page.js';

export const Component = () => {
  const [query] = useSearchParams();
  const projectId = query.get('projectId') ?? undefined;
  return <DemandFormPage key={projectId ?? query.get('from') ?? 'new'} projectId={projectId} from={query.get('from') ?? undefined} />;
};
