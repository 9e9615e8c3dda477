/**
 * One HTTP request written byte for byte on a TCP socket, for what `fetch` refuses to send (a request line naming no
 * URL, a lying Content-Length, bad chunking): answers the status line the server wrote, `closed without an answer`,
 * `error …`, or `no answer within 10 s`.
 */
import { connect } from 'node:net';

export const rawExchange = (base: string, request: string): Promise<string> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(base);
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let got = '';
    const done = (what: string) => {
      socket.destroy();
      resolve(what);
    };
    socket.on('data', (d: Buffer) => {
      got += d.toString('latin1');
      if (got.includes('\r\n')) done(got.slice(0, got.indexOf('\r\n')));
    });
    socket.on('end', () => done(got ? got.split('\r\n')[0]! : 'closed without an answer'));
    socket.on('error', (e) => done(`error ${e.message}`));
    setTimeout(() => done(got ? got.split('\r\n')[0]! : 'no answer within 10 s'), 10_000).unref();
  });
