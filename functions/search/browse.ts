/**
 * A view of a team's or company's resume (`search.unitBrowse`, spec §10 `projects/add_company_team_browse_num`;
 * docs/search.md "Resumes"): counted once per viewer, ever. A logged-in person's first view puts a mark
 * (`BROWSE#<userId>` in the resume's partition, conditioned on its absence) and adds one to the resume's `browseNum`
 * and `rev` in the same transaction, so the count reaches the search document through the stream (the `popular`
 * sort). Visitors without a token are not counted (an address is no viewer: many share one, and one changes its own
 * at will); nor are the organisation's own accounts, nor its active members from any other session (its administrator
 * or staff logged in as persons: found by the outside probe of issue 31), nor a unit without a resume yet (it has no
 * document either).
 * Answers the count either way.
 */
import type { z } from 'zod';
import type { unitBrowseInput, UnitBrowse } from '../../shared/schemas/discovery.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { countUnitView, isActiveMember, resumeOwners, unitViews } from './resume-store.js';

export const browseUnit = async (claims: TokenClaims | undefined, input: z.output<typeof unitBrowseInput>): Promise<UnitBrowse> => {
  const owner = (await resumeOwners('unit', [input.id])).get(input.id);
  if (!owner || owner.status !== 'ACTIVE' || owner.type !== input.type) throw fail('NOT_FOUND', input.type === 'TEAM' ? '该团队不存在' : '该企业不存在');
  // Its own people are not counted from any session: a person session of its administrator or staff is no outside view.
  const counted = claims !== undefined && claims.orgId !== input.id && !(await isActiveMember(input.id, claims.userId)) && (await countUnitView(input.type, input.id, claims.userId));
  return { browseNum: await unitViews(input.type, input.id), counted };
};
