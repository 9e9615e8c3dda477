/**
 * A domain's implementations of its processes (docs/processes.md "Effects and timers"), registered next to its
 * declarations: for each process, every effect name its versions declare with the function that carries it out, and
 * every timed transition with what fires it. A domain's timer sweep fires through it and leaves the timers it does not
 * know (../timers/sweep.ts); a domain runs a transition's effects by name through it (`effectsOf`);
 * test/unit/process-implementations.test.ts holds every registered declaration to its domain's implementations.
 */
import type { Domain } from '../../../shared/domains.js';
import type { ProcessRegistry, ProcessVersions } from '../../../shared/process/registry.js';
import type { TransitionDef } from '../../../shared/process/types.js';
import type { TimerItem } from '../timers/store.js';

/**
 * Fires one due timer: re-reads its object and runs the timed transition, doing nothing when the object moved on
 * (the transition no longer allowed); the sweep deletes the timer after it. A failure leaves the timer for the next sweep.
 */
export type TimerFire = (timer: TimerItem, now: number) => Promise<void>;

/** Carries out an effect; its arguments are the domain's (the object, its next revision, the transaction's steps, …). */
export type EffectFn = (...args: never[]) => unknown;

export interface ProcessImplementation<E extends EffectFn = EffectFn> {
  /** Each effect the process's versions declare, by name. */
  readonly effects: Readonly<Record<string, E>>;
  /** Each transition of the process's versions that has a timer, by the transition's name. */
  readonly timers: Readonly<Record<string, TimerFire>>;
}

export interface DomainImplementations<V extends ProcessVersions = ProcessVersions, E extends EffectFn = EffectFn> {
  readonly domain: Domain;
  readonly registry: ProcessRegistry<V>;
  /** Every process of the registry, by name (the type asks for each one). */
  readonly processes: { readonly [N in keyof V]: ProcessImplementation<E> };
}

/** A domain's implementations of the processes of its registry. */
export const implementProcesses = <V extends ProcessVersions, E extends EffectFn = EffectFn>(
  registry: ProcessRegistry<V>,
  processes: { readonly [N in keyof V]: ProcessImplementation<E> },
): DomainImplementations<V, E> => ({ domain: registry.domain, registry, processes });

/** A process's implementations by its name, own keys only (a timer naming `constructor` is not a process). */
const implementationOf = <E extends EffectFn>(impl: DomainImplementations<ProcessVersions, E>, process: string): ProcessImplementation<E> | undefined =>
  Object.hasOwn(impl.processes, process) ? impl.processes[process] : undefined;

/** What fires a timer, or undefined: a timer the domain does not know (a process or a timed transition it has none of). */
export const timerFireOf = (impl: DomainImplementations, timer: Pick<TimerItem, 'process' | 'transition'>): TimerFire | undefined => {
  const own = implementationOf(impl, timer.process);
  return own && Object.hasOwn(own.timers, timer.transition) ? own.timers[timer.transition] : undefined;
};

/** The functions of a transition's effects, in their declared order; an effect without one throws (the unit test keeps none). */
export const effectsOf = <E extends EffectFn>(impl: DomainImplementations<ProcessVersions, E>, process: string, transition: Pick<TransitionDef, 'name' | 'effects'>): E[] =>
  (transition.effects ?? []).map((name) => {
    const own = implementationOf(impl, process);
    if (!own || !Object.hasOwn(own.effects, name)) throw new Error(`${impl.domain}: no implementation of ${process}'s effect ${name} (${transition.name})`);
    return own.effects[name]!;
  });

/**
 * What a domain's implementations lack, and what they have that no declaration uses, over every version of every
 * process of its registry: `<process>.effects.<name>`, `<process>.timers.<transition>`, or a process name alone.
 */
export const implementationGaps = (impl: DomainImplementations): { missing: string[]; unused: string[] } => {
  const missing: string[] = [];
  const unused: string[] = [];
  for (const [name, versions] of Object.entries(impl.registry.processes)) {
    const own = implementationOf(impl, name);
    const effects = new Set(versions.flatMap((v) => [...Object.keys(v.effects), ...v.transitions.flatMap((t) => t.effects ?? [])]));
    const timers = new Set(versions.flatMap((v) => v.transitions.filter((t) => t.timer).map((t) => t.name)));
    for (const effect of effects) if (!own || !Object.hasOwn(own.effects, effect)) missing.push(`${name}.effects.${effect}`);
    for (const timer of timers) if (!own || !Object.hasOwn(own.timers, timer)) missing.push(`${name}.timers.${timer}`);
    for (const effect of Object.keys(own?.effects ?? {})) if (!effects.has(effect)) unused.push(`${name}.effects.${effect}`);
    for (const timer of Object.keys(own?.timers ?? {})) if (!timers.has(timer)) unused.push(`${name}.timers.${timer}`);
  }
  for (const name of Object.keys(impl.processes)) if (!Object.hasOwn(impl.registry.processes, name)) unused.push(name);
  return { missing, unused };
};
