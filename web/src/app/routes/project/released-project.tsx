/** /work/project-center/released-project, 已发布的项目: the party's projects by bucket (发布中, 草稿, 已达成, 已结束). */
export { ReleasedProjects as Component } from '../../../features/project-center/components/released-projects.js';
