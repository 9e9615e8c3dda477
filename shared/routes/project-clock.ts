/**
 * The project domain's test clock (local stage only), apart from the project's other routes: the project-timers unit
 * serves it, and importing the whole route table for it would put every demand and negotiation schema in that unit's
 * bundle (docs/units.md).
 */
import { devSweepInput } from '../schemas/project-backlog.js';
import { returns, route } from './types.js';

export const projectClockRoutes = [
  route({ id: 'project.devSweep', method: 'POST', path: '/api/dev/timers/sweep', domain: 'project', unit: 'project-timers', access: 'public', input: devSweepInput, localOnly: true, testClockOnly: true, output: returns<{ fired: number; failed: number }>(), summary: '测试用本地环境：立即触发指定对象到期（或到指定时间为止到期）的流程定时器，供测试模拟时间流逝' }),
] as const;
