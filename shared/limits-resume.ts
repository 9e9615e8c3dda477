/**
 * The limits of resumes (issue 31, docs/data-model.md "Resumes"), re-exported by ./limits.ts: how many rows each list
 * of a person's, a team's or a company's resume holds and how long its texts are. Every list is bounded, so a resume
 * is one item well under DynamoDB's 400 KB (the largest, a company's, at every limit with every text full: about
 * 250 KB of UTF-8).
 */
export const RESUME_LIMITS = {
  /** A short text of a row (a name, a school, a number, an issuer). */
  short: 50,
  /** A row's description, a team's introduction, a company's advantages. */
  description: 500,
  long: 2000,
  tags: 20,
  tag: 20,
  /** A person's lists. */
  skills: 30,
  work: 20,
  projects: 30,
  education: 10,
  certificates: 30,
  pictures: 20,
  files: 10,
  /** A team's works. */
  works: 30,
  /** A company's lists: its turnover is the last three years. */
  turnover: 3,
  equipment: 50,
  products: 50,
  awards: 50,
  patents: 100,
  trademarks: 100,
  softwareCopyrights: 100,
  qualifications: 50,
  /** Staff counts by education, each at most. */
  staffCount: 1_000_000,
  /** A year's turnover, in fen (¥10 billion). */
  turnoverFen: 1_000_000_000_000,
} as const;
