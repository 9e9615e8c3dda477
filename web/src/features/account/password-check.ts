/** A password typed twice (registration, reset, change, pay password): the second must be given and match. */
import type { ValidationIssue } from '../../../../shared/envelope.js';
import { t } from '../../lib/i18n.js';

export const confirmIssues = (first: string, second: string, path = 'confirmPassword'): ValidationIssue[] => {
  if (!second) return [{ path, message: t('field.confirmMissing') }];
  return first === second ? [] : [{ path, message: t('field.confirmMismatch') }];
};
