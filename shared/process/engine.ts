/**
 * The one interpreter of processes declared as data (./types.ts, docs/processes.md). Pure: the server asks it
 * whether a call may take a transition (and then writes the new state under a condition on the old one), the SPA
 * and the detail answers ask it which actions a viewer has, the tests enumerate it.
 */
import type { ErrorName } from '../errors.js';
import { PLATFORM, type ProcessAction, type ProcessDef, type TransitionDef } from './types.js';

/** Where an object stands for one viewer: its state, the viewer's roles on it (actors of its process), and which guards hold now. */
export interface Situation<S extends string, A extends string = string> {
  state: S;
  roles: readonly A[];
  /** Whether a named guard holds; guards not answered hold. */
  holds?: (guard: string) => boolean;
}

export type Decision<S extends string, A extends string = string> = { ok: true; transition: TransitionDef<S, A> } | { ok: false; error: ErrorName; transition?: TransitionDef<S, A> };

/** The transition of this name (names are unique in a process: test/unit/processes.test.ts). */
export const transitionOf = <S extends string, A extends string>(process: ProcessDef<S, A>, name: string): TransitionDef<S, A> | undefined =>
  process.transitions.find((t) => t.name === name);

/**
 * Whether the viewer may take the transition now, and if not, why (the refusal's error name): from a state it does
 * not leave, the state's own refusal or PROCESS_WRONG_STATE; by a viewer who is not one of its actors,
 * PROCESS_WRONG_ACTOR; then the first guard that does not hold, its error.
 */
export const decide = <S extends string, A extends string>(process: ProcessDef<S, A>, name: string, situation: Situation<S, A>): Decision<S, A> => {
  const transition = transitionOf(process, name);
  if (!transition) return { ok: false, error: 'NOT_FOUND' };
  if (!transition.from.includes(situation.state)) return { ok: false, error: process.states[situation.state].refusal ?? 'PROCESS_WRONG_STATE', transition };
  if (!transition.actors.some((a) => situation.roles.includes(a))) return { ok: false, error: 'PROCESS_WRONG_ACTOR', transition };
  for (const guard of transition.guards ?? []) {
    if (situation.holds && !situation.holds(guard)) return { ok: false, error: process.guards[guard]?.error ?? 'PROCESS_WRONG_STATE', transition };
  }
  return { ok: true, transition };
};

/** Whether only the platform takes the transition (a timer, or the effect of another object's move). */
export const isPlatformOnly = (transition: TransitionDef<string, string>): boolean => transition.actors.length === 1 && transition.actors[0] === PLATFORM;

/** The actions the viewer may take now, in declaration order (never the platform's own). */
export const actionsOf = <S extends string, A extends string>(process: ProcessDef<S, A>, situation: Situation<S, A>): ProcessAction[] =>
  process.transitions
    .filter((t) => !isPlatformOnly(t))
    .filter((t) => decide(process, t.name, situation).ok)
    .map((t) => ({ name: t.name, label: t.label, ...(t.ask?.confirm ? { confirm: t.ask.confirm } : {}), ...(t.ask?.reason ? { reason: true } : {}) }));

/** The timers that run while an object is in this state: its platform transitions fired by time. */
export const timersIn = <S extends string, A extends string>(process: ProcessDef<S, A>, state: S): TransitionDef<S, A>[] =>
  process.transitions.filter((t) => t.timer && t.from.includes(state));

/** The label of a state (for lists and pushes). */
export const stateLabel = <S extends string, A extends string>(process: ProcessDef<S, A>, state: S): string => process.states[state]?.label ?? state;

/** States reachable from the initial one, each with one shortest way there (the generated tests drive objects so). */
export const waysIn = <S extends string, A extends string>(process: ProcessDef<S, A>): Map<S, TransitionDef<S, A>[]> => {
  const ways = new Map<S, TransitionDef<S, A>[]>([[process.initial, []]]);
  const queue: S[] = [process.initial];
  while (queue.length) {
    const state = queue.shift() as S;
    for (const t of process.transitions) {
      if (!t.to || !t.from.includes(state) || ways.has(t.to)) continue;
      ways.set(t.to, [...(ways.get(state) ?? []), t]);
      queue.push(t.to);
    }
  }
  return ways;
};
