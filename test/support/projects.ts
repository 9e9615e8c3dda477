/** Projects I through the HTTP routes, as a client would (test/integration/project-*.test.ts). */
import type { ProjectDetail } from '../../shared/schemas/project.js';
import { call } from './api.js';
import type { TestPerson } from './people.js';
import { demandFields } from './states/demand.js';

/** What a call answered, or a thrown error naming the call and its answer. */
export const ok = <T>(answer: { body: { code: number; msg: string; data: unknown } }, what: string): T => {
  if (answer.body.code !== 200) throw new Error(`${what}: ${answer.body.code} ${answer.body.msg} ${JSON.stringify(answer.body.data)}`);
  return answer.body.data as T;
};

/** The complete demand the tests post (test/support/states/demand.ts, where the state builders start from it too). */
export { demandFields };

/**
 * A released demand of the person's session's party: saved and released through the API, or with `via: 'items'`
 * written as those calls leave it (test/support/states: for tests that only need a demand in that state; the
 * integration tests of Projects I walk it).
 */
export const releasedProject = async (owner: TestPerson, fields: Partial<ReturnType<typeof demandFields>> & { visibility?: 'PUBLIC' | 'PRIVATE' } = {}, options: { via?: 'api' | 'items' } = {}): Promise<ProjectDetail> => {
  if (options.via === 'items') {
    const { demandIn } = await import('./states/index.js');
    const projectId = await demandIn(owner, fields, [{ do: 'release' }]);
    return ok<ProjectDetail>(await call('project.info', { projectId }, owner.token), 'info');
  }
  const { projectId } = ok<{ projectId: string }>(await call('project.save', { ...demandFields(), ...fields }, owner.token), 'save');
  return ok<ProjectDetail>(await call('project.release', { projectId }, owner.token), 'release');
};
