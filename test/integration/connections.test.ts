/**
 * The local WebSocket gateway answers like API Gateway: `$connect` checks the token, and the `@connections`
 * endpoint delivers to a live id, answers GoneException (410) for an unknown one and closes on DELETE, so
 * `@aws-sdk/client-apigatewaymanagementapi` works unchanged.
 */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { createServer } from 'node:http';
import { inject } from 'vitest';
import { startWebSocketApi } from '../../infra/local/gateway/websocket-api.js';
import { connectionsOf } from '../../functions/lib/socket/connection-store.js';
import { newPerson } from '../support/people.js';
import { closed, nextFrame, openSocket } from '../support/sockets.js';

const open = (query: string) => openSocket(inject('cloud').wsUrl, query);

const management = () => new ApiGatewayManagementApiClient({ endpoint: inject('cloud').wsCallbackUrl });

describe('the WebSocket gateway', () => {
  it('refuses a connect without a token or with a bad one', async () => {
    await expect(open('channel=radio')).rejects.toThrow('HTTP 400');
    await expect(open('channel=radio&token=not-a-token')).rejects.toThrow('HTTP 401');
  });

  it('answers a heartbeat with the server time', async () => {
    const person = await newPerson();
    const socket = await open(`channel=radio&token=${person.token}`);
    const frame = nextFrame(socket);
    socket.send(JSON.stringify({ messageType: 'HEARTBEAT' }));
    expect(await frame).toMatchObject({ messageType: 'HEARTBEAT', sendTime: expect.any(Number) });
    socket.close();
  });

  it('answers an unknown frame with an ERROR frame', async () => {
    const person = await newPerson();
    const socket = await open(`channel=radio&token=${person.token}`);
    const frame = nextFrame(socket);
    socket.send('not json');
    expect(await frame).toMatchObject({ messageType: 'ERROR', code: 400, msg: '消息不是合法的 JSON' });
    socket.close();
  });

  it('delivers a POST to a live id, reports it with GET, and closes it on DELETE', async () => {
    // Prepare
    const person = await newPerson();
    const socket = await open(`channel=radio&token=${person.token}`);
    const [connection] = await connectionsOf(person.userId);
    expect(connection).toBeDefined();
    const id = connection!.connectionId;
    // Act
    const frame = nextFrame(socket);
    await management().send(new PostToConnectionCommand({ ConnectionId: id, Data: JSON.stringify({ messageType: 'NOTICE_RADIO' }) }));
    // Assess
    expect(await frame).toEqual({ messageType: 'NOTICE_RADIO' });
    const info = await management().send(new GetConnectionCommand({ ConnectionId: id }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await management().send(new DeleteConnectionCommand({ ConnectionId: id }));
    expect(await closed).toBe(1000);
    // $disconnect removed the record.
    await vi.waitFor(async () => expect(await connectionsOf(person.userId)).toHaveLength(0));
  });

  it('answers GoneException (410) for an unknown id', async () => {
    const error = await management()
      .send(new PostToConnectionCommand({ ConnectionId: 'bm90LWEtY29ubmVjdGlvbg=', Data: '{}' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoneException);
    expect((error as GoneException).$metadata.httpStatusCode).toBe(410);
  });

  it('closes a socket that sends nothing for the idle time (API Gateway: 10 minutes; configurable here)', async () => {
    const gateway = await startWebSocketApi({ stage: 'idle', path: '/ws', managementPort: 0, idleSeconds: 1 });
    const server = createServer();
    server.on('upgrade', (req, socket, head) => {
      if (!gateway.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const person = await newPerson();
      const { port } = server.address() as { port: number };
      const socket = await openSocket(`ws://127.0.0.1:${port}/ws`, `channel=radio&token=${person.token}`);
      const opened = Date.now();
      expect(await closed(socket)).toBe(1001);
      expect(Date.now() - opened).toBeGreaterThanOrEqual(900);
      // Its $disconnect removed the record.
      await vi.waitFor(async () => expect(await connectionsOf(person.userId)).toHaveLength(0));
    } finally {
      await gateway.stop();
      server.close();
    }
  });
});
