/**
 * The server's side of the process engine (shared/process/engine.ts; docs/processes.md): decides a call's transition
 * or refuses it with its business code, and keeps an object's timers with its state — the timers of the state it
 * leaves are dropped and those of the state it enters set, in the same transaction as the state itself, in the
 * partitions of the process's domain. The declaration given is the object's own version's (`registry.of(name,
 * object)`, shared/process/registry.ts).
 */
import { decide, timersIn, type Situation } from '../../../shared/process/engine.js';
import type { ProcessDef, TransitionDef } from '../../../shared/process/types.js';
import { fail } from '../errors.js';
import { dropTimer, setTimer } from '../timers/store.js';
import type { TransactItems } from '../store/client.js';

/** The transition, or the refusal the process gives (a business code; never a 500). */
export const mustDecide = <S extends string, A extends string>(process: ProcessDef<S, A>, name: string, situation: Situation<S, A>): TransitionDef<S, A> => {
  const decision = decide(process, name, situation);
  if (!decision.ok) throw fail(decision.error);
  return decision.transition;
};

/**
 * The timer writes of a move from one state to another: drop those that ran in `from` (unless they run on in `to`),
 * set those of `to`, due `after` ms from `now` or at the object's attribute named by `at`.
 */
export const timerWrites = <S extends string, A extends string>(
  process: ProcessDef<S, A>,
  object: { pk: string; id: string; attributes: Record<string, unknown> },
  from: S | undefined,
  to: S,
  now: number,
): TransactItems => {
  const running = from ? timersIn(process, from) : [];
  const next = from === to ? [] : timersIn(process, to);
  const items: TransactItems = [];
  for (const t of running) if (!next.some((n) => n.name === t.name) && from !== to) items.push(dropTimer(object.pk, t.name));
  for (const t of next) {
    const at = t.timer?.at ? object.attributes[t.timer.at] : undefined;
    const due = typeof at === 'number' ? at : now + (t.timer?.after ?? 0);
    items.push(setTimer(object.pk, { domain: process.domain, process: process.name, transition: t.name, objectId: object.id, due }));
  }
  return items;
};
