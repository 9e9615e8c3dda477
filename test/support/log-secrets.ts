/**
 * What the logs of a test run must never hold, and the search for it (docs/SECURITY.md "Secrets and logs").
 *
 * The test cloud's stdout and stderr are kept in a file under test-results/cloud-logs/, and the log lines of the
 * handlers that the contract suites run in their own workers in files beside it (`<file>.worker-<pid>.log`,
 * in-process-setup.ts). The global teardown searches them all after the cloud has stopped (the whole run) for
 * secrets and for ERROR lines. The cloud logs at WARN: every request logged whole, at INFO, is the secrets suite's
 * own work (test/contract/log-secrets.test.ts), which sends every route of the table with secrets in its headers and
 * body through the handlers at INFO with POWERTOOLS_LOGGER_LOG_EVENT and searches what they wrote. The secrets
 * searched for are the ones the run uses: the demo password, every password literal of the test sources and the
 * generated fixture passwords (people.ts), session tokens (any JWT), bearer headers, SMS codes, pay passwords, signed
 * URLs' signatures, and the local cloud's own signing and S3 secrets.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts.js';

const ROOT = join(import.meta.dirname, '..', '..');
export const CLOUD_LOG_DIR = join(ROOT, 'test-results', 'cloud-logs');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file that holds the test cloud's whole output (logs), or '' when it is not captured. */
    cloudLog: string;
  }
}

export interface Finding {
  line: number;
  kind: string;
  /** The line around the match, the match itself cut short: the report must not spread the secret either. */
  excerpt: string;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Not `[redacted]`: what the logger writes in place of a secret. */
const NOT_REDACTED = String.raw`(?!\[redacted\])`;
/** Nor a JSON literal: `"payPassword":false` (a fuzzed body) holds no secret. */
const NOT_LITERAL = String.raw`(?!(?:true|false|null)\b)`;

/** Shapes of secrets, whatever their value. */
const SHAPES: [string, RegExp][] = [
  ['JWT (session token)', /eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]{10,}/],
  ['bearer token', new RegExp(String.raw`Bearer\s+${NOT_REDACTED}[^\s"\\]{8,}`, 'i')],
  ['signed URL signature', new RegExp(String.raw`X-Amz-Signature=${NOT_REDACTED}[0-9a-f]{8,}`, 'i')],
  ['signed URL session token', new RegExp(String.raw`X-Amz-Security-Token=${NOT_REDACTED}[^&\s"]{8,}`, 'i')],
  ['SMS code', /\\*"(?:sms)?code\\*"\s*:\s*\\*"\d{6}\\*"/i],
  ['SMS code', /(?:^|[?&"\s])(?:sms)?code=\d{6}\b/i],
  ['pay password', new RegExp(String.raw`payPassword\\*"?\s*[:=]\s*\\*"?${NOT_REDACTED}${NOT_LITERAL}[^"\\,}&\s]+`, 'i')],
  ['password field', new RegExp(String.raw`\\*"[\w-]*password[\w-]*\\*"\s*:\s*\\*"${NOT_REDACTED}[^"\\]`, 'i')],
  ['password field', new RegExp(String.raw`(?:^|[?&"\s])[\w-]*password[\w-]*=${NOT_REDACTED}[^&\s"]`, 'i')],
  ['token in a query', new RegExp(String.raw`(?:^|[?&"\s])token=${NOT_REDACTED}[^&\s"]{8,}`, 'i')],
  // A bank card number as a withdrawal method's `account` (wallet/withdraw-method).
  ['bank card', /\\*"account\\*"\s*:\s*\\*"\d{12,19}/],
  // people.ts makes every fixture password `pass<4 digits>word`.
  ['fixture password', /pass\d{4}word/],
];

/** Every password-like literal in the test sources that reach the cloud (`password: '…'`, `payPassword: '…'`). */
export const testPasswordLiterals = (): string[] => {
  const found = new Set<string>([DEMO_PASSWORD]);
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/password\w*['"]?\s*[:=]\s*['"]([^'"\s]{6,})['"]/gi)) found.add(m[1]!);
      }
    }
  };
  for (const dir of ['integration', 'e2e', 'support']) walk(join(ROOT, 'test', dir));
  return [...found];
};

const cut = (line: string, index: number, length: number): string => {
  const before = line.slice(Math.max(0, index - 80), index);
  const match = line.slice(index, index + length);
  return `…${before}${match.slice(0, 4)}…(${length} chars)…${line.slice(index + length, index + length + 40)}…`;
};

/** Searches `text` (a log) for the shapes above and for `literals` (exact values, as whole words). */
export const findSecrets = (text: string, literals: readonly string[]): Finding[] => {
  const patterns: [string, RegExp][] = [
    ...SHAPES,
    ...literals.filter((l) => l.length >= 6).map((l): [string, RegExp] => ['known secret value', new RegExp(`(?<![0-9A-Za-z])${escape(l)}(?![0-9A-Za-z])`)]),
  ];
  const findings: Finding[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [kind, pattern] of patterns) {
      const m = pattern.exec(line);
      if (m) findings.push({ line: i + 1, kind, excerpt: cut(line, m.index, m[0].length) });
    }
  });
  return findings;
};

/** The secrets of the local cloud itself (its env as handed to the tests): the token signing key, the S3 key. */
export const cloudSecretValues = (env: Record<string, string>): string[] =>
  ['TOKEN_SECRET', 'AWS_SECRET_ACCESS_KEY'].map((name) => env[name]).filter((v): v is string => Boolean(v));

export const describeFindings = (file: string, findings: readonly Finding[]): string =>
  [`${findings.length} secret(s) in the test cloud's log ${file}:`, ...findings.slice(0, 30).map((f) => `  line ${f.line}: ${f.kind}: ${f.excerpt}`)].join('\n');

/** Where a test worker that runs handlers in-process keeps their log lines, beside the cloud's log of the run. */
export const workerLogFile = (cloudLog: string, pid: number): string => `${cloudLog}.worker-${pid}.log`;

/** The run's logs: the cloud's, and those of the workers that ran handlers in-process. */
export const runLogFiles = (cloudLog: string): string[] => {
  const dir = dirname(cloudLog);
  const prefix = `${basename(cloudLog)}.worker-`;
  return [cloudLog, ...(existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(prefix)).map((name) => join(dir, name)) : [])];
};

/**
 * The test run's people all register from this machine: its loopback addresses are not counted per address
 * (RATE_LIMITS.smsPerAddress); abuse-limits.test.ts asks from other loopback addresses to meet the limit.
 */
export const TEST_CLIENT_ENV = { RATE_EXEMPT_ADDRESSES: '127.0.0.1,::1' } as const;

/** A new file for this run's log; the logs of runs older than a day are removed (never a concurrent run's). */
export const runLogFile = (): string => {
  if (existsSync(CLOUD_LOG_DIR)) {
    for (const name of readdirSync(CLOUD_LOG_DIR)) {
      const path = join(CLOUD_LOG_DIR, name);
      if (name.endsWith('.log') && Date.now() - statSync(path).mtimeMs > 24 * 3600_000) rmSync(path, { force: true });
    }
  }
  return join(CLOUD_LOG_DIR, `run-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}.log`);
};

/**
 * Errors a test provokes on purpose in the cloud's own processes: test/integration/search-probe.test.ts writes
 * malformed project items and items without their kinds keys, which the stream's indexer must name as errors
 * (docs/search.md). Only these messages; any other ERROR is a fault.
 */
const PROVOKED_FAULTS = ['search rejected items', 'searchable items lack their kinds keys: a reindex would miss them', "search: an item's rev is below its indexed version; the index differs from the table"];

/**
 * The lines a function logged at ERROR: a fault no client sees when it happens behind a socket frame (a frame that
 * failed is answered with silence), so a run's log must hold none. Each is cut to its message and error name.
 */
export const findFaults = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => line.includes('"level":"ERROR"') && !PROVOKED_FAULTS.some((message) => line.includes(`"message":"${message}"`)))
    .map((line) => {
      const message = /"message":"([^"]*)"/.exec(line)?.[1] ?? '';
      const error = /"error":\{"name":"([^"]*)"(?:,"location":"[^"]*")?,"message":"([^"]{0,160})/.exec(line);
      return error ? `${message}: ${error[1]}: ${error[2]}` : message;
    });

/** The run's logs' findings (secrets, faults), reported on stderr; true when they are clean. */
export const checkRunLog = (file: string, env: Record<string, string>): boolean => {
  if (!existsSync(file)) {
    process.stderr.write(`[log-secrets] no cloud log at ${file}\n`);
    return false;
  }
  const literals = [...testPasswordLiterals(), ...cloudSecretValues(env)];
  let clean = true;
  for (const path of runLogFiles(file)) {
    const text = readFileSync(path, 'utf8');
    const findings = findSecrets(text, literals);
    const faults = findFaults(text);
    if (findings.length) process.stderr.write(`\n[log-secrets] ${describeFindings(path, findings)}\n`);
    if (faults.length) process.stderr.write(`\n[log-faults] ${faults.length} line(s) logged at ERROR in ${path}:\n${faults.slice(0, 20).map((f) => `  ${f}`).join('\n')}\n`);
    clean &&= findings.length === 0 && faults.length === 0;
  }
  return clean;
};
