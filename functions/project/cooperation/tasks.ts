/**
 * What the phase process needs of a phase's document tasks (docs/cooperation.md "Documents"): whether every task is
 * submitted (the leader sends the phase to check only then), and reopening the submitted ones when a check,
 * assessment or acceptance says no. The tasks themselves — assigning, writing, the edit lock — are
 * functions/project/documents.
 */
import type { DocumentTaskState } from '../../../shared/process/cooperation.js';
import { decide } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import { queryAll, updateItem } from '../../lib/store/client.js';
import { projectKey } from '../keys.js';
import { taskPrefix } from './model.js';

interface TaskState {
  pk: string;
  sk: string;
  /** None for a plain directory. */
  state?: DocumentTaskState;
  processVersion?: number;
}

/** The tasks of one phase (keys and states): one Query. */
export const taskStatesOf = (projectId: string, phase: number): Promise<TaskState[]> =>
  queryAll<TaskState>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': projectKey(projectId).pk, ':p': taskPrefix(phase) },
    ProjectionExpression: 'pk, sk, #st, processVersion',
    ExpressionAttributeNames: { '#st': 'state' },
    ConsistentRead: true,
  });

/** Every task of the phase is submitted or stopped (a phase without tasks has nothing outstanding). */
export const documentsSubmitted = async (projectId: string, phase: number): Promise<boolean> =>
  // A node without a state is a plain directory (no assignee): nothing to submit.
  (await taskStatesOf(projectId, phase)).every((t) => t.state === undefined || t.state === 'SUBMITTED' || t.state === 'STOPPED');

/** The submitted tasks go back to their writers (the platform's `reopen`); each conditional on still being submitted. */
export const reopenTasks = async (projectId: string, phase: number): Promise<number> => {
  let reopened = 0;
  for (const task of await taskStatesOf(projectId, phase)) {
    if (!task.state) continue;
    const decision = decide(projectRegistry.of('documentTask', task), 'reopen', { state: task.state, roles: ['platform'] });
    if (!decision.ok) continue;
    // Conditional on still being submitted: a task moved meanwhile (stopped, reopened by a racing call) is left.
    const moved = await updateItem(
      { pk: task.pk, sk: task.sk },
      // `rev` moves too: the documents' writes are conditioned on it (functions/project/documents).
      { expression: 'SET #st = :to, updateTime = :now ADD rev :one', values: { ':to': decision.transition.to, ':now': Date.now(), ':one': 1 }, names: { '#st': 'state' } },
      { expression: '#st = :from', values: { ':from': task.state }, names: { '#st': 'state' } },
    );
    if (moved) reopened += 1;
  }
  return reopened;
};
