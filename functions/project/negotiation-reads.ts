/**
 * Reading a negotiation (docs/projects.md "Negotiation"): one negotiation for either of its two sides — its versions
 * of the terms, the fee and the actions the caller may take — and a party's negotiations in one tab; the side a caller
 * is on, which ./negotiations.ts checks before every move.
 */
import type { z } from 'zod';
import { actionsOf } from '../../shared/process/engine.js';
import type { ProjectActor } from '../../shared/process/project.js';
import { projectRegistry } from '../../shared/process/registries.js';
import type { negotiationsInput, NegotiationDetail } from '../../shared/schemas/project.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { partyList } from './keys.js';
import { keyOfParty, type NegotiationItem } from './model.js';
import { partyProfiles, standingIn, viewingParty } from './parties.js';
import { isOpen } from './projects.js';
import { countOf, firstOf, getNegotiation, getProject, termsOf } from './store.js';
import { negotiationCard, pageAnswer } from './views.js';

export interface Side {
  item: NegotiationItem;
  roles: ProjectActor[];
  /** The side the caller is on, even read-only. */
  side: 'partyA' | 'partyB';
  relation: 'partyA' | 'partyAStaff' | 'partyB' | 'partyBStaff';
}

/** A negotiation for one of its two sides (404 for anyone else; staff read, only leaders act). */
export const loadSide = async (claims: TokenClaims, id: string, { act }: { act: boolean }): Promise<Side> => {
  const item = await getNegotiation(id);
  if (!item) throw fail('NEGOTIATION_NOT_FOUND');
  const [a, b] = await Promise.all([standingIn(claims, item.partyA), standingIn(claims, item.partyB)]);
  if (a === 'none' && b === 'none') throw fail('NEGOTIATION_NOT_FOUND');
  const roles: ProjectActor[] = [...(a === 'lead' ? (['partyA'] as const) : []), ...(b === 'lead' ? (['partyB'] as const) : [])];
  if (act && roles.length === 0) throw fail('NOT_PROJECT_LEADER');
  const relation = a === 'lead' ? 'partyA' : a === 'staff' ? 'partyAStaff' : b === 'lead' ? 'partyB' : 'partyBStaff';
  return { item, roles, side: a !== 'none' ? 'partyA' : 'partyB', relation };
};

export const detailOf = async (claims: TokenClaims, side: Side): Promise<NegotiationDetail> => {
  const { item, roles } = side;
  const [versions, project, profiles] = await Promise.all([termsOf(item.id), getProject(item.projectId, false), partyProfiles([item.partyA, item.partyB])]);
  const open = project ? isOpen(project) : false;
  const names = new Map([...profiles].map(([key, p]) => [key, p.name]));
  return {
    ...negotiationCard(item, profiles),
    versions: versions.map((v) => ({
      version: v.version,
      terms: v.terms,
      total: v.total,
      proposedBy: v.proposedBy,
      proposerName: names.get(v.proposedBy === 'partyA' ? item.partyAKey : item.partyBKey) ?? '',
      createTime: v.createTime,
    })),
    fee: { amount: item.fee, paid: item.feePaid === true, ...(item.payTime ? { payTime: item.payTime } : {}) },
    ...(item.feeDue ? { feeDue: item.feeDue } : {}),
    ...(item.terminatedBy ? { terminatedBy: item.terminatedBy } : {}),
    relation: side.relation,
    actions: actionsOf(projectRegistry.of('negotiation', item), { state: item.state, roles, holds: (guard) => (guard === 'projectOpen' ? open : true) }),
    createTime: item.createTime,
  };
};

export const negotiationDetail = async (claims: TokenClaims, id: string): Promise<NegotiationDetail> => detailOf(claims, await loadSide(claims, id, { act: false }));

/** A party's negotiations in one tab, both as party A and as party B, latest change first. */
export const negotiations = async (claims: TokenClaims, input: z.output<typeof negotiationsInput>) => {
  const party = await viewingParty(claims);
  const key = partyList(keyOfParty(party), 'NEGO');
  const prefix = `${input.tab}#`;
  const want = input.current * input.size;
  const [asA, asB, totalA, totalB] = await Promise.all([
    firstOf<NegotiationItem>('gsi1', key, prefix, want),
    firstOf<NegotiationItem>('gsi2', key, prefix, want),
    countOf('gsi1', key, prefix),
    countOf('gsi2', key, prefix),
  ]);
  const merged = [...asA, ...asB].sort((x, y) => (y.gsi1sk > x.gsi1sk ? 1 : y.gsi1sk < x.gsi1sk ? -1 : 0)).slice((input.current - 1) * input.size, want);
  const profiles = await partyProfiles(merged.flatMap((n) => [n.partyA, n.partyB]));
  return pageAnswer(merged.map((n) => negotiationCard(n, profiles)), totalA + totalB, input.current, input.size);
};
