/**
 * The sandbox payment provider's routes (its cashier's button and its notify) exist on the local stage and on
 * test stages, never on a live one (docs/payments.md "Stages"); the stack refuses to deploy them there.
 */
import { deployedRoutes, isSandboxStage, ROUTES } from '../../shared/routes/index.js';

const sandboxIds = ROUTES.filter((r) => r.sandboxOnly).map((r) => r.id);

describe('the sandbox cashier’s routes', () => {
  it('are the cashier’s button and the sandbox notify', () => {
    expect(sandboxIds.sort()).toEqual(['wallet.notify', 'wallet.sandboxPay']);
  });

  it('are deployed to test stages only, never to a live one whatever its name', () => {
    for (const stage of ['dev', 'test', 'staging', 'sandbox', 'dev-alice']) expect(isSandboxStage(stage), stage).toBe(true);
    for (const stage of ['prod', 'production', 'prd', 'live', 'cn-north', 'devprod']) expect(isSandboxStage(stage), stage).toBe(false);
    expect(deployedRoutes('dev').map((r) => r.id)).toEqual(expect.arrayContaining(sandboxIds));
    const prod = deployedRoutes('prod');
    expect(prod.filter((r) => r.sandboxOnly)).toEqual([]);
    expect(prod.length).toBe(deployedRoutes('dev').length - sandboxIds.length);
  });
});
