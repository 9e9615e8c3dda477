/**
 * A team's 授权人 (/team/setTeamCertigier; docs/payments.md "Who operates a wallet"): its administrator names one active
 * member, who then runs the team's wallet with the administrator — as a company's authorised person does — and stops
 * being it on leaving the team; other members, the member named by anyone but the administrator, and people outside
 * the team are refused.
 */
import { ERRORS } from '../../shared/errors.js';
import type { Certigier } from '../../shared/schemas/account.js';
import type { WalletInfo } from '../../shared/schemas/wallet.js';
import { call } from '../support/api.js';
import { asTeam } from '../support/documents.js';
import { fundWallet, setPayPassword } from '../support/money.js';
import { joinTeam } from '../support/org.js';
import { info as personInfo, newPerson } from '../support/people.js';

describe('a team’s authorised person', () => {
  it('is named by the administrator among active members, runs the team wallet, and stops on leaving', async () => {
    // Prepare: a team with two members, and someone outside it.
    const [admin, one, two, outsider] = await Promise.all([newPerson('TEAM'), newPerson(), newPerson(), newPerson()]);
    for (const person of [one, two]) await joinTeam(admin, person);
    const [member, other] = await Promise.all([asTeam(one), asTeam(two)]);
    expect((await call('wallet.info', {}, member.token)).status).toBe(403);

    // Refused: the administrator themselves (400 naming the field), a non-member (404), a member calling (403).
    const self = await call('org.setTeamCertigier', { userId: admin.userId }, admin.token);
    expect([self.status, self.body.msg]).toEqual([400, '管理员本人即可操作团队钱包，请选择其他成员']);
    const stranger = await call('org.setTeamCertigier', { userId: outsider.userId }, admin.token);
    expect([stranger.body.code, stranger.body.msg]).toEqual([ERRORS.CERTIGIER_NOT_TEAM_MEMBER.code, '授权人须为本团队在职成员']);
    expect((await call('org.setTeamCertigier', { userId: member.userId }, member.token)).status).toBe(403);
    expect((await call('org.teamCertigier', {}, member.token)).status).toBe(403);
    expect((await call('org.teamCertigier', {}, outsider.token)).status).toBe(403);

    // Act: named.
    expect((await call('org.setTeamCertigier', { userId: member.userId }, admin.token)).body.code).toBe(200);

    // Assess: it is the one there is; it runs the wallet (the shell offers it the entry), the other member does not.
    expect((await call<Certigier>('org.teamCertigier', {}, admin.token)).body.data).toMatchObject({ userId: member.userId, nickname: member.nickname });
    expect(await Promise.all([admin, member, other].map(async (p) => (await personInfo(p.token)).walletOperator))).toEqual([true, true, false]);
    await Promise.all([setPayPassword(member), fundWallet(member, 50_000)]);
    expect((await call<WalletInfo>('wallet.info', {}, admin.token)).body.data).toMatchObject({ balance: 50_000 });
    expect((await call('wallet.info', {}, other.token)).status).toBe(403);

    // Leaving the team ends it: back in again later, the new membership is not the authorised person.
    expect((await call('org.teamLeave', {}, member.token)).body.code).toBe(200);
    expect((await call('org.teamCertigier', {}, admin.token)).body.data).toBeNull();
    await joinTeam(admin, one);
    const again = await asTeam(one);
    expect((await call('wallet.info', {}, again.token)).status).toBe(403);

    // Cancelled by the administrator: refused again.
    expect((await call('org.setTeamCertigier', { userId: again.userId }, admin.token)).body.code).toBe(200);
    expect((await call('wallet.info', {}, again.token)).status).toBe(200);
    expect((await call('org.removeTeamCertigier', {}, admin.token)).body.code).toBe(200);
    expect((await call('wallet.info', {}, again.token)).status).toBe(403);
  });
});
