/**
 * The environment an operator script acts on: the running local cloud's (`npm start` writes it to
 * `.local/data/running-env.json`), unless the shell already configures one (LocalStack, a deployed stage).
 */
import { existsSync, readFileSync } from 'node:fs';
import { ENV } from '../../shared/runtime-config.js';
import { DEFAULT_DATA_DIR, runningEnvFile } from '../local/cloud.js';

export const useTargetEnv = (): 'configured' | 'local' | 'none' => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (process.env[ENV.tableName]) return 'configured';
  const running = runningEnvFile(DEFAULT_DATA_DIR);
  if (!existsSync(running)) return 'none';
  for (const [name, value] of Object.entries(JSON.parse(readFileSync(running, 'utf8')) as Record<string, string>)) {
    process.env[name] ??= value;
  }
  return 'local';
};
