/** /work/demand-release, 发布需求: how to start a demand (new, from an old project) and the drafts to continue. */
import { DemandChoose } from '../../../features/project-demand/components/demand-choose.js';

export const Component = () => <DemandChoose />;
