/**
 * The processes declared as data (shared/process), tested from their own declarations: each is well formed, the
 * engine decides every transition in every state for every actor as the data says (generated: transitions × states ×
 * actors), and docs/processes.md is what the data generates.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS } from '../../shared/errors.js';
import { actionsOf, decide, timersIn, waysIn } from '../../shared/process/engine.js';
import { COOPERATION_PROCESSES } from '../../shared/process/cooperation.js';
import { PROJECT_PROCESSES } from '../../shared/process/project.js';
import type { Actor, ProcessDef } from '../../shared/process/types.js';
import { processDocs } from '../../infra/scripts/process-docs.js';

const ACTORS: readonly Actor[] = ['partyA', 'partyB', 'member', 'platform'];
const PROCESSES = [...Object.values(PROJECT_PROCESSES), ...Object.values(COOPERATION_PROCESSES)] as unknown as ProcessDef[];

describe.each(PROCESSES.map((p) => [p.name, p] as const))('the %s process', (_name, process) => {
  const states = Object.keys(process.states);

  it('is well formed: unique names, declared states, guards and effects, timers only on the platform’s transitions', () => {
    const names = process.transitions.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(states).toContain(process.initial);
    for (const t of process.transitions) {
      for (const from of t.from) expect(states, `${t.name} from ${from}`).toContain(from);
      if (t.to) expect(states, `${t.name} to ${t.to}`).toContain(t.to);
      for (const guard of t.guards ?? []) expect(process.guards[guard], `${t.name} guard ${guard}`).toBeDefined();
      for (const effect of t.effects ?? []) expect(process.effects[effect], `${t.name} effect ${effect}`).toBeDefined();
      if (t.timer) expect(t.actors, `${t.name} is timed`).toEqual(['platform']);
      if (t.timer) expect(Boolean(t.timer.after) !== Boolean(t.timer.at), `${t.name}: after or at`).toBe(true);
      expect(t.actors.length).toBeGreaterThan(0);
      expect(t.label).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const guard of Object.values(process.guards)) expect(ERRORS[guard.error]).toBeDefined();
    for (const state of Object.values(process.states)) {
      expect(state.label).toMatch(/[\u4e00-\u9fff]/);
      if (state.refusal) expect(ERRORS[state.refusal]).toBeDefined();
    }
  });

  it('reaches every state from the initial one, and leaves every state that is not final', () => {
    const ways = waysIn(process);
    for (const state of states) expect(ways.has(state), `${state} reachable`).toBe(true);
    for (const [name, state] of Object.entries(process.states)) {
      const leaves = process.transitions.some((t) => t.from.includes(name) && t.to && t.to !== name);
      expect(leaves, `${name} ${state.final || state.continuedIn ? 'is not left here' : 'is left'}`).toBe(!state.final && !state.continuedIn);
    }
  });

  // Generated: each transition, from each state, by each actor.
  const cases = process.transitions.flatMap((t) => states.flatMap((state) => ACTORS.map((actor) => [t.name, state, actor] as const)));
  it.each(cases)('decides %s from %s by %s as declared', (name, state, actor) => {
    const t = process.transitions.find((x) => x.name === name)!;
    const decision = decide(process, name, { state, roles: [actor] });
    if (!t.from.includes(state)) {
      expect(decision).toMatchObject({ ok: false, error: process.states[state]!.refusal ?? 'PROCESS_WRONG_STATE' });
      expect(ERRORS[decision.ok ? 'BAD_REQUEST' : decision.error].code).toBeGreaterThanOrEqual(100_000);
    } else if (!t.actors.includes(actor)) {
      expect(decision).toMatchObject({ ok: false, error: 'PROCESS_WRONG_ACTOR' });
    } else {
      expect(decision.ok).toBe(true);
      // Every guard refuses with its own code when it does not hold.
      for (const guard of t.guards ?? []) {
        expect(decide(process, name, { state, roles: [actor], holds: (g) => g !== guard })).toMatchObject({ ok: false, error: process.guards[guard]!.error });
      }
    }
  });

  it('offers a viewer exactly the transitions they may take, never the platform’s', () => {
    for (const state of states) {
      for (const actor of ['partyA', 'partyB'] as const) {
        const offered = actionsOf(process, { state, roles: [actor] }).map((a) => a.name);
        const expected = process.transitions.filter((t) => t.from.includes(state) && t.actors.includes(actor)).map((t) => t.name);
        expect(offered, `${state} for ${actor}`).toEqual(expected);
      }
      expect(actionsOf(process, { state, roles: ['platform'] })).toEqual([]);
    }
  });

  it('runs the timers of a state while the object is in it', () => {
    for (const state of states) {
      expect(timersIn(process, state).map((t) => t.name)).toEqual(process.transitions.filter((t) => t.timer && t.from.includes(state)).map((t) => t.name));
    }
  });
});

describe('docs/processes.md', () => {
  it('is what the processes generate (run `npm run docs:api` after changing one)', () => {
    expect(readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'processes.md'), 'utf8')).toBe(processDocs());
  });
});
