/** A password typed twice (registration, reset, change, pay password): the second must be given and match. */
import type { ValidationIssue } from '../../../../shared/envelope.js';
import { ta } from './form-texts.js';

export const confirmIssues = (first: string, second: string, path = 'confirmPassword'): ValidationIssue[] => {
  if (!second) return [{ path, message: ta('field.confirmMissing') }];
  return first === second ? [] : [{ path, message: ta('field.confirmMismatch') }];
};
