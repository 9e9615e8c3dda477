/**
 * Operator details in the footer (spec §2.3). Configuration, not code: these are placeholders until the
 * operator's real service line and filing numbers are known; change them here and nowhere else.
 */
export const SITE_INFO = {
  servicePhone: '400-000-0000',
  copyrightHolder: '合作云',
  firstYear: 2024,
  /** ICP filing (ICP备案), checked at the MIIT registry. */
  icpFiling: { number: '京ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
  /** Public security filing (公安备案), checked at the MPS registry. */
  policeFiling: { number: '京公网安备11000000000000号', url: 'https://beian.mps.gov.cn/' },
} as const;
