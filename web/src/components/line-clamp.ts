/**
 * The multi-line ellipsis (spec §9 "max 4 rows for multi-line ellipsis"): a text in a list shows at most
 * LIST_LIMITS.ellipsisRows rows and ends with … where it is cut; its page shows it whole. A style for `makeStyles`.
 */
import { LIST_LIMITS } from '../../../shared/limits.js';

export const lineClamp = (rows: number = LIST_LIMITS.ellipsisRows) =>
  ({ display: '-webkit-box', WebkitLineClamp: rows, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;
