// The SPA's files for the site bucket: built by Vite at synth time (no Docker), or a placeholder page.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { LOCK_FILE, REPO_ROOT, SHARED_DIR, WEB_DIR } from './paths.js';

/** `vite`: the real build; `placeholder`: one small page, for fast synths (unit tests) and web/-less checkouts. */
export type SpaBuild = 'vite' | 'placeholder';

// Outputs and installed packages are not sources: hashing them would rebuild for nothing, or never settle.
const IGNORED = new Set(['node_modules', 'dist', '.vite', 'coverage']);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (IGNORED.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });

/**
 * The build's inputs are web/, shared/ (imported by the SPA) and the lock file (dependency versions); hashing
 * them (not web/ alone, which CDK's SOURCE hash would do) rebuilds exactly when the output could change, and
 * lets a repeated synth reuse the bundle already in cdk.out.
 */
export const spaSourceHash = (): string => {
  const hash = createHash('sha256');
  const files = [...filesUnder(WEB_DIR), ...filesUnder(SHARED_DIR), LOCK_FILE].sort();
  for (const file of files) {
    hash.update(relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
};

const viteBuild = (outputDir: string): boolean => {
  const config = join(WEB_DIR, 'vite.config.ts');
  if (!existsSync(config)) {
    throw new Error(
      `${config} is missing; synth with -c skipSpaBuild=true (or HEZUO_SKIP_SPA_BUILD=1) to deploy a placeholder page`,
    );
  }
  // Synchronous: CDK's local bundling hook is synchronous. Output goes to the terminal as Vite prints it.
  execFileSync('npx', ['vite', 'build', '--config', config, '--outDir', outputDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  return true;
};

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>合作云</title></head>
<body><p>合作云 Hezuo: the site was deployed without its SPA build (skipSpaBuild).</p></body></html>
`;

export const spaSource = (build: SpaBuild): ISource =>
  build === 'placeholder'
    ? Source.data('index.html', PLACEHOLDER_HTML)
    : Source.asset(WEB_DIR, {
        assetHashType: AssetHashType.CUSTOM,
        assetHash: spaSourceHash(),
        bundling: {
          // Never pulled: the local bundler below always succeeds or throws, so Docker is never needed.
          image: DockerImage.fromRegistry('none'),
          local: { tryBundle: viteBuild },
        },
      });
