// The spec's own words (section 5) for a request the contract refuses, by field and broken rule,
// so a client shows "Email is required" rather than a schema validator's phrase.
import { FIELD_MESSAGES } from '../../domain/validation/field-messages.ts';
import type { ErrorCode } from '../errors.ts';

export const PASSWORD_RULE = 'Password must be 8-30 characters with uppercase, lowercase, number, and special character.';

/** A name that is not one (digits, a link, 41 characters): see PersonName in the contract. */
const NAME_RULE = 'Please enter a name in letters only, 40 characters at most';

/** Checkout's words ('Numéro de téléphone invalide' on its form) for an order's phone that is no number. */
export const ORDER_PHONE_INVALID = 'Invalid phone number';

const BY_FIELD: Record<string, Record<string, string>> = {
  'body.email': { required: 'Email is required', '*': FIELD_MESSAGES.email_invalid },
  'body.password': {
    required: FIELD_MESSAGES.password_required,
    minLength: FIELD_MESSAGES.password_min,
    maxLength: FIELD_MESSAGES.password_max,
  },
  'body.newPassword': { required: FIELD_MESSAGES.password_required, '*': PASSWORD_RULE },
  'body.code': { '*': 'Please enter a valid 6-digit code' },
  'body.firstName': { required: 'First name is required', minLength: 'First name is required', '*': NAME_RULE },
  'body.lastName': { required: 'Last name is required', minLength: 'Last name is required', '*': NAME_RULE },
  'body.customerInfo.firstName': { required: 'First name is required', minLength: 'First name is required', '*': NAME_RULE },
  'body.customerInfo.lastName': { required: 'Last name is required', minLength: 'Last name is required', '*': NAME_RULE },
  'body.phone': { '*': FIELD_MESSAGES.phone_invalid },
  'body.customerInfo.phone': { '*': ORDER_PHONE_INVALID },
  'body.quantity': { '*': 'Quantity must be a whole number from 1 to 99' },
  'body.productId': { required: 'Missing required product information' },
  'body.variantId': { required: 'Missing required product information' },
};

// The catalogue and contact forms' own words (spec section 5), by operation and field.
const NAME = { required: 'This field is required', minLength: 'Minimum 2 characters', '*': NAME_RULE };
const FORM_EMAIL = { required: 'Email required', '*': 'Invalid email format' };
const BY_OPERATION_FIELD: Record<string, Record<string, Record<string, string>>> = {
  createCatalogRequest: {
    'body.name': NAME,
    'body.surname': NAME,
    'body.email': FORM_EMAIL,
    'body.telephone': { required: 'Phone number required', '*': 'Invalid phone number' },
  },
  sendContactMessage: {
    'body.name': NAME,
    'body.surname': NAME,
    'body.email': FORM_EMAIL,
    'body.phone': { required: 'Phone number required', '*': 'Invalid phone format' },
    'body.message': { '*': 'Please fill this field' },
  },
};

const BY_OPERATION: Record<string, Record<string, string>> = {
  // Registration's own message for any missing required field (spec section 5).
  register: { required: 'All required fields must be filled out' },
};

export function fieldMessage(operationId: string | undefined, field: string, keyword: string): string | undefined {
  const forField = operationId ? BY_OPERATION_FIELD[operationId]?.[field] : undefined;
  if (forField) return forField[keyword] ?? forField['*'];
  const forOperation = operationId ? BY_OPERATION[operationId]?.[keyword] : undefined;
  if (forOperation) return forOperation;
  const rules = BY_FIELD[field];
  return rules?.[keyword] ?? rules?.['*'];
}

/** The spec's error codes (section 8) for the rules that have their own, instead of VALIDATION_ERROR. */
const CODE_BY_FIELD: Record<string, Record<string, ErrorCode>> = {
  'body.quantity': { '*': 'QUANTITY_OUT_OF_RANGE' },
  'body.productId': { required: 'MISSING_PRODUCT_INFO' },
  'body.variantId': { required: 'MISSING_PRODUCT_INFO' },
};

export function fieldCode(field: string, keyword: string): ErrorCode | undefined {
  const codes = CODE_BY_FIELD[field];
  return codes?.[keyword] ?? codes?.['*'];
}
