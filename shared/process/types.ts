/**
 * Processes declared as data (docs/processes.md): the states of a long-lived business object, each with its Chinese
 * label, and the transitions between them — who may take each (its actors), from which states, to which state, the
 * guards that must hold, the effects the server carries out with it, and for the platform's own transitions the
 * timer that fires them. One engine (./engine.ts) interprets a declaration for the server (what a call may do) and
 * for the SPA (which buttons a viewer sees); the diagrams of docs/processes.md and the generated tests come from
 * the same data.
 */
import type { ErrorName } from '../errors.js';

/**
 * Who takes a transition. `partyA` is the client side of a project (甲方: the person, or the team's or company's
 * administrator and the project leaders it names), `partyB` the contractor side of one engagement (乙方; in a
 * cooperation its leader), `member` the person party B's leader assigned a document task to, and `platform` the
 * product itself (a timer, or the effect of another object's transition).
 */
export type Actor = 'partyA' | 'partyB' | 'member' | 'platform';

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

export interface TransitionDef<S extends string = string> {
  /** Stable name, used by the server, the SPA and the tests. */
  readonly name: string;
  /** The action's Chinese label (the button). */
  readonly label: string;
  readonly actors: readonly Actor[];
  readonly from: readonly S[];
  /** Left out: the object stays in its state (a change that is not a move, such as editing a demand). */
  readonly to?: S;
  /** Names of the process's guards that must all hold; the first that does not refuses with its code. */
  readonly guards?: readonly string[];
  /** Names of the process's effects the server carries out with the transition (in its transaction or after it). */
  readonly effects?: readonly string[];
  /** Only for `platform` transitions: fired by time. */
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

export interface ProcessDef<S extends string = string> {
  /** Stable name: project, invitation, application, negotiation, … */
  readonly name: string;
  readonly label: string;
  readonly states: Readonly<Record<S, StateDef>>;
  readonly initial: S;
  readonly transitions: readonly TransitionDef<S>[];
  readonly guards: Readonly<Record<string, GuardDef>>;
  /** Effects by name, with what each does in Chinese (the diagram's notes). */
  readonly effects: Readonly<Record<string, string>>;
}

/** Declares a process, keeping its state names as a literal type. */
export const defineProcess = <const S extends string>(def: ProcessDef<S>): ProcessDef<S> => def;

/** The states of a process, as a type. */
export type StateOf<P> = P extends ProcessDef<infer S> ? S : never;

/** An action the viewer may take now (what a detail answer's `actions` lists, in declaration order). */
export interface ProcessAction {
  name: string;
  label: string;
  confirm?: string;
  reason?: boolean;
}
