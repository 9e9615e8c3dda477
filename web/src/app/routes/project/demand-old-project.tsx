/** /work/demand-release/old-project, 从旧项目新建: the owner's projects, one of them copied into a new draft. */
import { OldProjects } from '../../../features/project-demand/components/old-projects.js';

export const Component = () => <OldProjects />;
