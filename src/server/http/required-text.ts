import { ApiError } from '../errors.ts';

/**
 * A name of the catalogue and contact forms, trimmed: required and at least 2 characters once the
 * spaces around it are gone (spec section 5), in the form's own words.
 */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ApiError(400, 'VALIDATION_ERROR', 'This field is required', [{ field, message: 'This field is required' }]);
  if (trimmed.length < 2) throw new ApiError(400, 'VALIDATION_ERROR', 'Minimum 2 characters', [{ field, message: 'Minimum 2 characters' }]);
  return trimmed;
}
