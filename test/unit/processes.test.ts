/**
 * The processes declared as data (shared/process), tested from their own declarations: each is well formed, the
 * engine decides every transition in every state for every actor as the data says (generated: transitions × states ×
 * actors), and docs/processes.md is what the data generates.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS } from '../../shared/errors.js';
import { DOMAINS } from '../../shared/domains.js';
import { actionsOf, decide, timersIn, waysIn } from '../../shared/process/engine.js';
import { COOPERATION_PROCESSES } from '../../shared/process/cooperation.js';
import { PROJECT_PROCESSES } from '../../shared/process/project.js';
import { PROCESS_REGISTRIES } from '../../shared/process/registries.js';
import { defineRegistry } from '../../shared/process/registry.js';
import { defineProcess, PLATFORM } from '../../shared/process/types.js';
import { cooperationStateOf } from '../../functions/project/cooperation/model.js';
import { processDocs } from '../../infra/scripts/process-docs.js';

/** Every declaration of every registered domain, each version. */
const PROCESSES = PROCESS_REGISTRIES.flatMap((registry) => registry.all);

it('registers every process of Projects I and II, once per version, with its domain', () => {
  const declared = [...Object.values(PROJECT_PROCESSES), ...Object.values(COOPERATION_PROCESSES)];
  for (const process of declared) expect(PROCESSES, process.name).toContain(process);
  const keys = PROCESSES.map((p) => `${p.domain}:${p.name}:${p.version}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const registry of PROCESS_REGISTRIES) {
    expect(DOMAINS).toContain(registry.domain);
    for (const process of registry.all) expect(process.domain, process.name).toBe(registry.domain);
  }
});

describe.each(PROCESSES.map((p) => [`${p.name} (version ${p.version})`, p] as const))('the %s process', (_name, process) => {
  const states = Object.keys(process.states);
  const ACTORS = Object.keys(process.actors);
  const people = ACTORS.filter((a) => a !== PLATFORM);

  it('is well formed: unique names, declared states, actors, guards and effects, timers only on the platform’s transitions', () => {
    expect(ACTORS).toContain(PLATFORM);
    for (const label of Object.values(process.actors)) expect(label).toMatch(/[\u4e00-\u9fff]/);
    expect(Number.isInteger(process.version) && process.version >= 1).toBe(true);
    const names = process.transitions.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(states).toContain(process.initial);
    for (const t of process.transitions) {
      for (const from of t.from) expect(states, `${t.name} from ${from}`).toContain(from);
      for (const actor of t.actors) expect(ACTORS, `${t.name} by ${actor}`).toContain(actor);
      if (t.to) expect(states, `${t.name} to ${t.to}`).toContain(t.to);
      for (const guard of t.guards ?? []) expect(process.guards[guard], `${t.name} guard ${guard}`).toBeDefined();
      for (const effect of t.effects ?? []) expect(process.effects[effect], `${t.name} effect ${effect}`).toBeDefined();
      if (t.timer) expect(t.actors, `${t.name} is timed`).toEqual([PLATFORM]);
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
      for (const actor of people) {
        const offered = actionsOf(process, { state, roles: [actor] }).map((a) => a.name);
        const expected = process.transitions.filter((t) => t.from.includes(state) && t.actors.includes(actor)).map((t) => t.name);
        expect(offered, `${state} for ${actor}`).toEqual(expected);
      }
      expect(actionsOf(process, { state, roles: [PLATFORM] })).toEqual([]);
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

describe('a registry of versions', () => {
  const order = (version: number, cancelBy: readonly ('buyer' | 'seller')[]) =>
    defineProcess({
      name: 'order',
      domain: 'mall',
      version,
      label: '订单',
      actors: { buyer: '买家', seller: '卖家', platform: '平台' },
      initial: 'PLACED',
      states: { PLACED: { label: '待付款' }, CANCELLED: { label: '已取消', final: true } },
      transitions: [{ name: 'cancel', label: '取消', actors: cancelBy, from: ['PLACED'], to: 'CANCELLED' }],
      guards: {},
      effects: {},
    });
  const registry = defineRegistry('mall', { order: [order(1, ['buyer']), order(2, ['buyer', 'seller'])] });

  it('starts a new object on the newest version, and decides each object by the version stored on it (none: version 1)', () => {
    expect(registry.start('order')).toEqual({ state: 'PLACED', processVersion: 2 });
    expect(registry.latest('order').version).toBe(2);
    const bySeller = (stored: { processVersion?: number }) => decide(registry.of('order', stored), 'cancel', { state: 'PLACED', roles: ['seller'] }).ok;
    expect(bySeller({ processVersion: 2 })).toBe(true);
    expect(bySeller({ processVersion: 1 })).toBe(false);
    expect(bySeller({})).toBe(false);
  });

  it('refuses to guess a version it does not have', () => {
    expect(() => registry.of('order', { processVersion: 3 })).toThrow(/order has no version 3/);
  });

  it('holds each declaration to where it is listed: its name, its domain, versions growing from 1', () => {
    expect(() => defineRegistry('mall', { order: [order(2, ['buyer']), order(1, ['buyer'])] })).toThrow(/versions/);
    expect(() => defineRegistry('mall', { order: [order(0, ['buyer'])] })).toThrow(/versions/);
    expect(() => defineRegistry('order', { order: [order(1, ['buyer'])] })).toThrow(/listed/);
    expect(() => defineRegistry('mall', { refund: [order(1, ['buyer'])] })).toThrow(/listed/);
  });
});

describe('a cooperation’s state, derived from its phases (docs/processes.md "Statuses derived from facts")', () => {
  it('is 已完成 once every phase is accepted, 合作中 until then', () => {
    expect(cooperationStateOf([{ state: 'ACCEPTED' }, { state: 'ACCEPTED' }])).toBe('COMPLETED');
    expect(cooperationStateOf([{ state: 'ACCEPTED' }, { state: 'ACCEPTING' }])).toBe('COOPERATING');
    expect(cooperationStateOf([{ state: 'ACCEPTED' }, { state: 'PENDING' }])).toBe('COOPERATING');
    expect(cooperationStateOf([])).toBe('COOPERATING');
  });
});
