import { z } from './zod.ts';
import { EMAIL_PATTERN } from '../email.ts';
import { isPersonName } from '../name.ts';

// Spec section 5: the catalogue and contact forms. Messages are keys of the 'leadForms' texts.
export type LeadFormKey =
  | 'field_required'
  | 'min_2'
  | 'name_invalid'
  | 'email_required'
  | 'email_invalid'
  | 'phone_required'
  | 'phone_invalid_catalog'
  | 'phone_invalid_contact'
  | 'message_required';

/** Plus, a non-zero digit, then 1 to 14 digits (E.164, 15 digits at most). */
export const LEAD_PHONE = /^\+[1-9]\d{1,14}$/;

const name = z
  .string()
  .trim()
  .min(1, 'field_required' satisfies LeadFormKey)
  .min(2, 'min_2' satisfies LeadFormKey)
  .refine(isPersonName, 'name_invalid' satisfies LeadFormKey);
const email = z
  .string()
  .trim()
  .min(1, 'email_required' satisfies LeadFormKey)
  .regex(EMAIL_PATTERN, 'email_invalid' satisfies LeadFormKey);
const phone = (invalid: LeadFormKey) =>
  z
    .string()
    .trim()
    .min(1, 'phone_required' satisfies LeadFormKey)
    .regex(LEAD_PHONE, invalid);

export const catalogueRequestSchema = z.object({ name, surname: name, email, telephone: phone('phone_invalid_catalog') });
export type CatalogueRequestValues = z.infer<typeof catalogueRequestSchema>;

export const contactSchema = z.object({
  name,
  surname: name,
  email,
  phone: phone('phone_invalid_contact'),
  // Required, and not only spaces.
  message: z.string().refine((value) => value.trim().length > 0, 'message_required' satisfies LeadFormKey),
});
export type ContactValues = z.infer<typeof contactSchema>;
