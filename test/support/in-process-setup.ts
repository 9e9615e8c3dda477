/**
 * Setup file of the projects whose handlers run in the test worker (the contract suites: test/contract). The
 * functions' log lines are written there, not by the cloud: they are kept in a file of the run beside the cloud's own
 * log (`<cloud log>.worker-<pid>.log`), which the global teardown searches for secrets and for ERROR lines as it
 * searches the cloud's (test/support/log-secrets.ts). Lines at WARN and ERROR are shown as well; the others are only
 * kept, so that a suite that logs every request (the secrets suite, at INFO) does not flood the terminal.
 */
import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';
import { workerLogFile } from './log-secrets.js';

const slot = globalThis as typeof globalThis & { __hezuoLogTee?: boolean };

if (!slot.__hezuoLogTee) {
  slot.__hezuoLogTee = true;
  const file = workerLogFile(inject('cloudLog'), process.pid);
  const tee = (stream: NodeJS.WriteStream) => {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : undefined;
      // A Powertools line: one JSON object per line, its level first.
      if (text?.startsWith('{"level":"')) {
        appendFileSync(file, text.endsWith('\n') ? text : `${text}\n`, { mode: 0o600 });
        if (!text.startsWith('{"level":"WARN"') && !text.startsWith('{"level":"ERROR"') && !text.startsWith('{"level":"CRITICAL"')) {
          const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
          callback?.();
          return true;
        }
      }
      return write(chunk, ...rest);
    }) as typeof stream.write;
  };
  tee(process.stdout);
  tee(process.stderr);
}
