/** 已发布的项目 (`project.mine`): the party's own projects by bucket, latest change first. */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { ProjectBucket, ProjectCard } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { centerKey } from './keys.js';

const mine = projectRoute('project.mine');

export const useMyProjects = (bucket: ProjectBucket, current: number) =>
  useSWR<Page<ProjectCard>, HttpError>(centerKey('mine', { bucket, current }), () => callRoute(mine, { bucket, current }));
