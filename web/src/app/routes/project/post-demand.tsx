/** /work/postDemand, the workbench's 发布需求 entry: the same demand form as 新建项目. */
import { useSearchParams } from 'react-router-dom';
import { DemandFormPage } from '../../../features/project-demand/components/demand-form-page.js';
import { td } from '../../../features/project-demand/texts.js';

export const Component = () => {
  const [query] = useSearchParams();
  const projectId = query.get('projectId') ?? undefined;
  return <DemandFormPage key={projectId ?? query.get('from') ?? 'new'} projectId={projectId} from={query.get('from') ?? undefined} title={td('demand.title.choose')} />;
};
