/**
 * The Fluent theme of 合作云 and the design values the spec fixes: the header colour of each account type
 * (spec §2.3, §9) as theme tokens, and the header width by path (spec §2.1). Components use these tokens,
 * never the colour literals, which appear only in this folder (the wallet's own in wallet-colours.ts, loaded with
 * the wallet's pages rather than with every page).
 */
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** A ramp around the company blue #1d9ed7; shade 80 (primary buttons) is darkened to keep white text readable. */
const hezuoBrand: BrandVariants = {
  10: '#031017',
  20: '#051e29',
  30: '#072b3c',
  40: '#09384e',
  50: '#0d445e',
  60: '#0f5270',
  70: '#125f82',
  80: '#156f99',
  90: '#177cab',
  100: '#1b8fc5',
  110: '#1fa3e0',
  120: '#3eb0e5',
  130: '#62bfea',
  140: '#86cdee',
  150: '#aedef4',
  160: '#d7eef9',
};

/** The header's account types: the three of spec §1 and the logged-out visitor. */
export type HeaderAccount = 'team' | 'company' | 'personal' | 'anonymous';

// FluentProvider writes every key of the theme as a CSS variable, so extra keys become tokens like Fluent's own.
const accountColours = {
  // The spec's team green and company blue stay; their text is a deep shade of each, since white on them reads at
  // 2.3:1 and 3.0:1, under WCAG's 4.5:1 (axe, test/deep/e2e/walk.test.ts). These give 7.2:1 and 5.2:1.
  hezuoAccountTeamBackground: '#34C563',
  hezuoAccountTeamForeground: '#10241a',
  hezuoAccountCompanyBackground: '#1d9ed7',
  hezuoAccountCompanyForeground: '#06263a',
  hezuoAccountPersonalBackground: '#333333',
  hezuoAccountPersonalForeground: '#ffffff',
  hezuoAccountAnonymousBackground: '#e8f3ff',
  hezuoAccountAnonymousForeground: '#1f2d3d',
} as const;

type HezuoTokenName = keyof typeof accountColours;

/** Chinese faces first: Fluent's default stack names only Latin fonts. */
const FONT_FAMILY =
  "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans SC', 'Noto Sans CJK SC', 'Segoe UI', system-ui, sans-serif";

export const hezuoTheme: Theme & Record<HezuoTokenName, string> = {
  ...createLightTheme(hezuoBrand),
  fontFamilyBase: FONT_FAMILY,
  ...accountColours,
};

/** `var(--token)` references to the custom tokens, for `makeStyles`. */
export const hezuoTokens = Object.fromEntries(
  Object.keys(accountColours).map((name) => [name, `var(--${name})`]),
) as Record<HezuoTokenName, string>;

const tokenPair = (account: Capitalize<HeaderAccount>) => ({
  background: hezuoTokens[`hezuoAccount${account}Background`],
  foreground: hezuoTokens[`hezuoAccount${account}Foreground`],
});

/** The header's background and text colour for each account type (spec §2.3). */
export const headerColours: Record<HeaderAccount, { background: string; foreground: string }> = {
  team: tokenPair('Team'),
  company: tokenPair('Company'),
  personal: tokenPair('Personal'),
  anonymous: tokenPair('Anonymous'),
};

export const HEADER_WIDTHS = { normal: 1200, wide: 1300 } as const;

export type HeaderWidth = (typeof HEADER_WIDTHS)[keyof typeof HEADER_WIDTHS];

/** Spec §2.1: pages whose path contains one of these have the 1300px header; all others 1200px. */
const WIDE_HEADER_PATH_PARTS = ['/document/edit', '/compile-demand-book', '/pre-release-demand', '/no-login-demand-book'];

export const headerWidth = (path: string): HeaderWidth =>
  WIDE_HEADER_PATH_PARTS.some((part) => path.includes(part)) ? HEADER_WIDTHS.wide : HEADER_WIDTHS.normal;
