/** Reads `/config.json` (docs/conventions.md "Names"): where the API and the socket are, the same build on every stage. */
import type { SiteConfig } from '../../../shared/runtime-config.js';

let loaded: SiteConfig | undefined;

/** The configuration read at start-up (the socket needs `wsUrl` long after); undefined before that. */
export const siteConfig = (): SiteConfig | undefined => loaded;

const isSiteConfig = (value: unknown): value is SiteConfig => {
  if (typeof value !== 'object' || value === null) return false;
  const { apiBase, wsUrl, stage } = value as Record<string, unknown>;
  return typeof apiBase === 'string' && apiBase !== '' && typeof wsUrl === 'string' && typeof stage === 'string';
};

export const loadSiteConfig = async (): Promise<SiteConfig> => {
  // Never cached: a stage's endpoints may change under an unchanged SPA build.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const value: unknown = await response.json();
  if (!isSiteConfig(value)) throw new Error('/config.json lacks apiBase, wsUrl or stage');
  loaded = value;
  return value;
};
