/** The response envelope of docs/conventions.md: every HTTP answer has this body. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

export interface ValidationIssue {
  path: string;
  message: string;
}

export const SUCCESS_CODE = 200;

/** Spec §7: 0 is treated as success by the front end's error rules as well. */
export const isSuccessCode = (code: number): boolean => code === SUCCESS_CODE || code === 0;
