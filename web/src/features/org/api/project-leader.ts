/**
 * POST .../org/project-leader: the administrator names a member project leader (项目负责人), or stops; leaders post and
 * negotiate the organisation's projects with the administrator, other members see them read-only (docs/projects.md).
 */
import { orgRoute } from '../../../../../shared/routes/org.js';
import { callRoute } from '../../../api/route-call.js';

export const setProjectLeader = (userId: string, leader: boolean): Promise<null> => callRoute(orgRoute('org.projectLeader'), { userId, leader });
