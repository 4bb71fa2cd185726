import { describe, expect, it } from 'vitest';
import { catalogueRequestSchema, contactSchema } from '../../src/domain/validation/lead-forms.ts';

// Zod reports every check of a field, in order; the form shows the first. Spec section 5: catalogue and contact forms.
type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
const errors = (schema: Schema, values: unknown): Record<string, string[]> => {
  const result = schema.safeParse(values);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

const catalogue = { name: 'Amina', surname: 'Benali', email: 'amina@example.ma', telephone: '+212612345678' };
const contact = { name: 'Amina', surname: 'Benali', email: 'amina@example.ma', phone: '+212612345678', message: 'Bonjour' };

describe('catalogue request', () => {
  it('accepts a complete request, trimmed', () => {
    expect(errors(catalogueRequestSchema, catalogue)).toEqual({});
    expect(catalogueRequestSchema.parse({ ...catalogue, name: ' Amina ', telephone: ' +212612345678 ' })).toMatchObject({ name: 'Amina', telephone: '+212612345678' });
  });

  it('requires names of at least 2 characters', () => {
    expect(errors(catalogueRequestSchema, { ...catalogue, name: '', surname: '  ' })).toEqual({ name: ['field_required', 'min_2', 'name_invalid'], surname: ['field_required', 'min_2', 'name_invalid'] });
    expect(errors(catalogueRequestSchema, { ...catalogue, name: 'A', surname: ' B ' })).toEqual({ name: ['min_2'], surname: ['min_2'] });
    expect(errors(catalogueRequestSchema, { ...catalogue, name: 'Al', surname: 'Bo' })).toEqual({});
  });

  // The spec is silent on a name's shape; the code refuses digits and punctuation.
  it('refuses a name that is not a name', () => {
    expect(errors(catalogueRequestSchema, { ...catalogue, name: 'A1', surname: 'x.y' })).toEqual({ name: ['name_invalid'], surname: ['name_invalid'] });
  });

  it('requires the email, then its shape', () => {
    expect(errors(catalogueRequestSchema, { ...catalogue, email: ' ' })).toEqual({ email: ['email_required', 'email_invalid'] });
    expect(errors(catalogueRequestSchema, { ...catalogue, email: 'amina@' })).toEqual({ email: ['email_invalid'] });
  });

  it('requires the phone, in international format', () => {
    expect(errors(catalogueRequestSchema, { ...catalogue, telephone: '' })).toEqual({ telephone: ['phone_required', 'phone_invalid_catalog'] });
    expect(errors(catalogueRequestSchema, { ...catalogue, telephone: '+2' })).toEqual({ telephone: ['phone_invalid_catalog'] });
    expect(errors(catalogueRequestSchema, { ...catalogue, telephone: '+21' })).toEqual({});
    expect(errors(catalogueRequestSchema, { ...catalogue, telephone: '+123456789012345' })).toEqual({});
    expect(errors(catalogueRequestSchema, { ...catalogue, telephone: '+1234567890123456' })).toEqual({ telephone: ['phone_invalid_catalog'] });
  });

  it.each(['0612345678', '+0612345678', '212612345678', '+21261234567a', 'x+212612345678', '+212 612345678'])('refuses the phone %j', (telephone) => {
    expect(errors(catalogueRequestSchema, { ...catalogue, telephone })).toEqual({ telephone: ['phone_invalid_catalog'] });
  });
});

describe('contact message', () => {
  it('accepts a complete message', () => {
    expect(errors(contactSchema, contact)).toEqual({});
  });
  it('checks names, email and phone as the catalogue form does, with its own phone message', () => {
    expect(errors(contactSchema, { ...contact, name: 'A', surname: '', email: 'x', phone: '+0612' })).toEqual({
      name: ['min_2'],
      surname: ['field_required', 'min_2', 'name_invalid'],
      email: ['email_invalid'],
      phone: ['phone_invalid_contact'],
    });
    expect(errors(contactSchema, { ...contact, phone: '' })).toEqual({ phone: ['phone_required', 'phone_invalid_contact'] });
  });
  it('requires a message that is not only whitespace', () => {
    expect(errors(contactSchema, { ...contact, message: '' })).toEqual({ message: ['message_required'] });
    expect(errors(contactSchema, { ...contact, message: ' \n\t ' })).toEqual({ message: ['message_required'] });
    expect(errors(contactSchema, { ...contact, message: ' x ' })).toEqual({});
  });
});
