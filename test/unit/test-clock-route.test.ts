/**
 * The test clock (`POST /api/dev/timers/sweep`, `project.devSweep`) fires named objects' timers early. It exists only
 * in a local cloud started for tests (`--test-clock`): in the product `npm start` runs, an anonymous caller closed a
 * team's public demand and accepted a delivered phase with it, moving the escrow (outside probe 26). Never deployed.
 */
import { routeById } from '../../shared/routes/index.js';
import { ENV, LOCAL_STAGE } from '../../shared/runtime-config.js';

/** The gateway's answer to a sweep with no objects named, from a fresh project function built with `env`. */
const sweepAnswer = async (env: Record<string, string | undefined>): Promise<{ status: number; code: unknown }> => {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { dispatchHttp } = await import('../../infra/local/gateway/http-event.js');
  const route = routeById('project.devSweep');
  const answer = await dispatchHttp({
    method: route.method,
    url: new URL(`http://localhost${route.path}`),
    sourceIp: '127.0.0.1',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{"now":1}'),
  });
  return { status: answer.status, code: (JSON.parse(String(answer.body)) as { code: unknown }).code };
};

describe('the test clock', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is not served by `npm start`’s product (local stage, no --test-clock): the 404 envelope', async () => {
    expect(await sweepAnswer({ [ENV.stage]: LOCAL_STAGE, [ENV.testClock]: undefined })).toEqual({ status: 404, code: 404 });
  });

  it('is served by a cloud started for tests: its input is read (a sweep naming no object is refused)', async () => {
    expect(await sweepAnswer({ [ENV.stage]: LOCAL_STAGE, [ENV.testClock]: 'on' })).toEqual({ status: 400, code: 400 });
  });

  it('is not served on a deployed stage even with the variable set', async () => {
    expect(await sweepAnswer({ [ENV.stage]: 'dev', [ENV.testClock]: 'on' })).toEqual({ status: 404, code: 404 });
  });
});
