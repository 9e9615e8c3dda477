/**
 * What the phase process needs of a phase's document tasks (docs/cooperation.md "Documents"): whether every task is
 * submitted (the leader sends the phase to check only then), and reopening the submitted ones when a check,
 * assessment or acceptance says no. The tasks themselves — assigning, writing, the edit lock — are
 * functions/project/documents.
 */
import { decide } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import { moveTaskState, taskStatesOf } from './store.js';

/** Every task of the phase is submitted or stopped (a phase without tasks has nothing outstanding). */
export const documentsSubmitted = async (projectId: string, phase: number): Promise<boolean> =>
  // A node without a state is a plain directory (no assignee): nothing to submit.
  (await taskStatesOf(projectId, phase)).every((t) => t.state === undefined || t.state === 'SUBMITTED' || t.state === 'STOPPED');

/**
 * The submitted tasks go back to their writers (the platform's `reopen`), all at once: each move is conditional on
 * the task still being submitted, so a task moved meanwhile (stopped, reopened by a racing call) is left.
 */
export const reopenTasks = async (projectId: string, phase: number): Promise<number> => {
  const moves = (await taskStatesOf(projectId, phase)).flatMap((task) => {
    const { state } = task;
    if (!state) return [];
    const decision = decide(projectRegistry.of('documentTask', task), 'reopen', { state, roles: ['platform'] });
    const to = decision.ok ? decision.transition.to : undefined;
    return to ? [moveTaskState({ ...task, state }, to)] : [];
  });
  return (await Promise.all(moves)).filter(Boolean).length;
};
