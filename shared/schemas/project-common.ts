/**
 * Projects I, shared pieces (docs/projects.md): the parts the demand, request and negotiation schemas all build on —
 * a project's parties, the names people read, regions, notes, the time range a client may name, and a demand's
 * phases (which the negotiation terms take up again). Amounts are integer fen; times epoch milliseconds.
 */
import { array, object } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '../domains.js';
import { PROJECT_LIMITS } from '../limits.js';
import { num, oneOf, text } from '../validation/zod.js';

const L = PROJECT_LIMITS;

/** Times a client may name: 2020 to 2100, epoch milliseconds. */
export const TIME = { min: Date.UTC(2020, 0, 1), max: Date.UTC(2100, 0, 1) };

// ---------------------------------------------------------------- parties

/** A side of a project: a person (PERSONAGE, the person's id), a team or a company (the organisation's id). */
export interface ProjectParty {
  type: AccountType;
  id: string;
  name: string;
  headPortrait?: string;
}

export const partyType = (label: string) => oneOf(label, ACCOUNT_TYPES);

/**
 * A name people read and tell apart (a project's, a category's): no control characters, no bidirectional overrides,
 * no invisible spaces or joiners that would make a twin of another name (U+200B, U+2060, U+FEFF …), no lone
 * surrogates, and at least one character that shows (not only blanks such as U+3164). The joiners and variation
 * selectors of emoji (U+200D, U+FE0F) are allowed; uniqueness ignores them (`nameKey`).
 */
// The classes list joiners and selectors one by one, on purpose (they are what the rule is about).
// eslint-disable-next-line no-misleading-character-class
export const VISIBLE_NAME = /^(?![\s\S]*[\p{Cc}\p{Cs}\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u061C])(?=[\s\S]*[^\s\u2800\u3164\u180E\u115F\u1160\uFFA0\u200C\u200D\uFE00-\uFE0F])[\s\S]+$/u;

/** How uniqueness compares names: NFKC (ＡＢＣ is ABC), without the joiners and selectors that do not show. */
// eslint-disable-next-line no-misleading-character-class
export const nameKey = (name: string): string => name.normalize('NFKC').replace(/[\u034F\u180B-\u180D\u200C\u200D\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu, '');
export const visibleName = (label: string, max: number) => text(label, { max, pattern: [VISIBLE_NAME, `${label}含有不可见或控制字符`] });

export const regionCode = (label: string) => text(label, { max: 6, pattern: [/^\d{6}$/, `${label}不正确`] });

export const note = (label: string) => text(label, { min: 0, max: L.note });

// ---------------------------------------------------------------- phases (a demand's, and the negotiation terms')

export interface ProjectPhase {
  name: string;
  /** fen */
  amount: number;
  /** Planned working days. */
  days: number;
  deliverables: string;
}

export const phaseInput = object({
  name: text('阶段名称', { max: L.phaseName }),
  amount: num('阶段金额', { min: L.phaseAmountMin, max: L.phaseAmountMax }),
  days: num('阶段工期（天）', { min: 1, max: L.phaseDaysMax }),
  deliverables: text('交付内容', { max: L.phaseDeliverables }),
});

export const phasesInput = array(phaseInput, { error: '请填写项目阶段' }).min(1, '请至少填写一个项目阶段').max(L.phasesMax, `项目阶段最多${L.phasesMax}个`);
