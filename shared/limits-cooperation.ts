/** The limits of a cooperation's changes, endings and disputes (docs/cooperation.md "Changes, endings and disputes"), re-exported by ./limits.ts. */

/**
 * Termination by agreement and recovery (docs/cooperation.md "Termination"): a proposal unanswered for `answerDays` is
 * withdrawn by the platform (the matter closes, the phases go on); a terminated cooperation may be recovered by both
 * parties' agreement within `recoverDays` of its termination (the message of RECOVERY_WINDOW_PASSED says 15).
 */
export const TERMINATION_LIMITS = { answerDays: 7, recoverDays: 15 } as const;

/**
 * A demand change (需求变更, docs/cooperation.md "Demand change"): the other side answers within `answerDays` days or
 * the change lapses (the phases go on under the terms in force); its reason, and a refusal's, at most `reason`
 * characters.
 */
export const CHANGE_LIMITS = { answerDays: 7, reason: 500 } as const;

/**
 * Disputes (纠纷, docs/cooperation.md "Disputes"): when either side may ask the platform to step in, and the desk's clocks.
 * - `acceptanceNoPasses`: party A's acceptance no-passes of the running phase after which either side may open an
 *   acceptance dispute, within `windowDays` of the last one;
 * - after a refused termination proposal either side may open a termination dispute within `windowDays` of it;
 * - `deskDays`: a dispute no desk staff took in that time goes to evidence by itself;
 * - `evidenceDays`: the time both sides have to give evidence (again after each question of the desk); the opener's
 *   side giving none by then closes the dispute, otherwise it waits for the ruling;
 * - `decideDays`: a dispute still waiting for its ruling after that is escalated (加急) on the desk's list;
 * - `evidencePerSide` submissions per side, each a text of at most `textLength` characters and `files` files;
 *   `questionLength` for the desk's questions, `rulingLength` for its reasons.
 */
export const DISPUTE = {
  acceptanceNoPasses: 2,
  windowDays: 15,
  deskDays: 3,
  evidenceDays: 7,
  decideDays: 7,
  evidencePerSide: 20,
  textLength: 2000,
  files: 10,
  questionLength: 1000,
  rulingLength: 1000,
} as const;
