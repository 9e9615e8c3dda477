/**
 * A released demand closing at its application deadline (the project process's `close` timer, docs/projects.md): apart
 * from ./demands.ts, whose editing (the demand book's rich text) the timer sweep has no use for.
 */
import { decide } from '../../shared/process/engine.js';
import { projectRegistry } from '../../shared/process/registries.js';
import { closeRequests } from './closing.js';
import { tell } from './events.js';
import { ownerOf, writeProject } from './projects.js';
import { getProject } from './store.js';

/** The project timer (`close` at the application deadline): fired by the sweeper; a project that moved on is left alone. */
export const closeAtDeadline = async (projectId: string, now = Date.now()): Promise<void> => {
  // Read again and retry while the owner's own change races it; a project that moved on is left alone.
  for (let attempt = 0; ; attempt += 1) {
    const item = await getProject(projectId);
    if (!item || !decide(projectRegistry.of('project', item), 'close', { state: item.state, roles: ['platform'] }).ok) return;
    if ((item.applyDeadline ?? 0) > now) return;
    try {
      const next = await writeProject(item, { ...item, state: 'CLOSED', updateTime: now });
      await closeRequests(next);
      await tell([{ party: ownerOf(item), event: 'project', projectId }]);
      return;
    } catch (error) {
      if ((error as { code?: number }).code !== 100002 || attempt >= 4) throw error;
    }
  }
};
