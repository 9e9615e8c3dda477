/**
 * The project-timers unit (shared/units.ts): once a minute the timer sweep of the project domain's processes
 * (docs/processes.md "Timers": invitations expiring, demands closing at their deadline, unpaid negotiation fees),
 * invoked by its schedule (infra/stack/timers.ts); and, in a local cloud started for tests only, the test clock's
 * route that fires named objects' timers at a given moment.
 */
import { projectClockRoutes } from '../../shared/routes/project-clock.js';
import { TIMER_SWEEP_EVENT } from '../../shared/process/timers.js';
import { routeIn } from '../../shared/routes/types.js';
import { bind, unitHandler } from '../lib/http/unit-handler.js';
import { sweepTimers } from './timers.js';

const http = unitHandler('project-timers', projectClockRoutes, [bind(routeIn(projectClockRoutes, 'project.devSweep'), (input) => sweepTimers(input.now, input.objectIds))]);

const isTimerSweep = (event: unknown): boolean => (event as { source?: unknown } | null)?.source === TIMER_SWEEP_EVENT.source;

export const handler = (event: Parameters<typeof http>[0], context: Parameters<typeof http>[1]) =>
  isTimerSweep(event) ? sweepTimers() : http(event, context);
