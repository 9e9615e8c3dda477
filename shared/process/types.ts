/**
 * Processes declared as data (docs/processes.md): the states of a long-lived business object, each with its Chinese
 * label, and the transitions between them — who may take each (its actors), from which states, to which state, the
 * guards that must hold, the effects the server carries out with it, and for the platform's own transitions the
 * timer that fires them. One engine (./engine.ts) interprets a declaration for the server (what a call may do) and
 * for the SPA (which buttons a viewer sees); the diagrams of docs/processes.md and the generated tests come from
 * the same data.
 *
 * A declaration is generic over its states and its actors: each domain names its own sides (a project's 甲方 and
 * 乙方, an order's buyer and seller) and every declaration has `platform`, the product itself. A declaration is one
 * version of its process: the objects it governs store that version and keep its rules (./registry.ts).
 */
import type { Domain } from '../domains.js';
import type { ErrorName } from '../errors.js';

/** The actor every process has: the product itself (a timer, or the effect of another object's transition). */
export const PLATFORM = 'platform';
export type Platform = typeof PLATFORM;

export interface StateDef {
  /** The state's Chinese name, shown wherever the object is. */
  readonly label: string;
  /** Nothing leaves a final state. */
  readonly final?: boolean;
  /** A state not final whose ways out a later part of the product declares (an agreed project: cooperation). */
  readonly continuedIn?: string;
  /**
   * The refusal of every transition tried from this state, when it says more than 当前状态不能进行此操作: an expired
   * invitation answers 102010 (the page closes), a deleted project 101011.
   */
  readonly refusal?: ErrorName;
}

/**
 * A platform transition fired by time: `after` milliseconds once the object entered one of its `from` states, or at
 * the time held by one of the object's attributes (`at`: a project closes at its `applyDeadline`).
 */
export interface TimerDef {
  readonly after?: number;
  readonly at?: string;
  /** The timer's meaning in Chinese, for the diagram and the countdown a page shows (邀请7天未回复自动失效). */
  readonly label: string;
}

export interface TransitionDef<S extends string = string, A extends string = string> {
  /** Stable name, used by the server, the SPA and the tests. */
  readonly name: string;
  /** The action's Chinese label (the button). */
  readonly label: string;
  readonly actors: readonly A[];
  readonly from: readonly S[];
  /** Left out: the object stays in its state (a change that is not a move, such as editing a demand). */
  readonly to?: S;
  /** Names of the process's guards that must all hold; the first that does not refuses with its code. */
  readonly guards?: readonly string[];
  /**
   * Names of the process's effects the server carries out with the transition (in its transaction or after it); each
   * name has its implementation in the domain's registry (functions/lib/process/implementations.ts).
   */
  readonly effects?: readonly string[];
  /** Only for `platform` transitions: fired by time (the domain's registry names what fires it). */
  readonly timer?: TimerDef;
  /** What the SPA asks before taking it: a confirmation sentence, and whether a reason must be written. */
  readonly ask?: { readonly confirm?: string; readonly reason?: boolean };
}

export interface GuardDef {
  /** What must hold, in Chinese (the diagram, the API reference). */
  readonly label: string;
  /** The refusal when it does not (a business code of the catalogue). */
  readonly error: ErrorName;
}

export interface ProcessDef<S extends string = string, A extends string = string> {
  /** Stable name: project, invitation, application, negotiation, … */
  readonly name: string;
  /** The domain that runs it: its function carries out the effects and sweeps the timers (docs/processes.md "Timers"). */
  readonly domain: Domain;
  /**
   * Which version of the process this declaration is (1, 2, …): an object stores the version it was created on and is
   * decided by that version's rules until it ends (./registry.ts; docs/processes.md "Versions").
   */
  readonly version: number;
  readonly label: string;
  /** Who takes its transitions, each with its Chinese name (the docs' tables and diagrams); `platform` among them. */
  readonly actors: Readonly<Record<A, string>>;
  readonly states: Readonly<Record<S, StateDef>>;
  readonly initial: S;
  readonly transitions: readonly TransitionDef<S, A>[];
  readonly guards: Readonly<Record<string, GuardDef>>;
  /** Effects by name, with what each does in Chinese (the diagram's notes). */
  readonly effects: Readonly<Record<string, string>>;
}

/**
 * Declares a process, keeping its state and actor names as literal types: its actors are the keys of `actors` (each
 * transition names some of them), and `platform` is always one of them.
 */
export const defineProcess = <const S extends string, const A extends string>(
  def: Omit<ProcessDef<S, A>, 'transitions'> & { readonly actors: { readonly [PLATFORM]: string }; readonly transitions: readonly TransitionDef<S, NoInfer<A>>[] },
): ProcessDef<S, A> => def;

/** The states of a process, as a type. */
export type StateOf<P> = P extends ProcessDef<infer S, string> ? S : never;

/** The actors of a process, as a type. */
export type ActorOf<P> = P extends ProcessDef<string, infer A> ? A : never;

/** An action the viewer may take now (what a detail answer's `actions` lists, in declaration order). */
export interface ProcessAction {
  name: string;
  label: string;
  confirm?: string;
  reason?: boolean;
}
