import type { AdminCustomerTexts } from '../fr/admin-customers.ts';

const en: AdminCustomerTexts = {
  'record.title': 'Who is ordering',
  'record.byPhone': 'Other orders from this number',
  'record.byEmail': 'Other orders from this email',
  'record.counts': '{{delivered}} delivered · {{refused}} refused · {{cancelled}} cancelled · {{open}} under way',
  'record.duplicate': 'Likely duplicate: same number, same items, within 24 hours.',
  'record.duplicateOf': 'Likely duplicate of {{number}}',
  'record.openOrder': 'Order {{number}}, placed on {{date}}',
  'record.cashRefused': 'Cash on delivery refused to this number since {{date}}, by {{who}}.',
  'record.reasonWas': 'Reason: {{reason}}',
  'record.cashOffered': 'Cash on delivery is offered to this number.',
  'record.refuseCash': 'Refuse cash on delivery',
  'record.refuseTitle': 'Refuse cash on delivery to {{phone}}?',
  'record.refuseText': 'Their next orders will have to be paid by transfer or card. Orders already placed do not change.',
  'record.reason': 'Reason (optional)',
  'record.refuseConfirm': 'Refuse',
  'record.allowCash': 'Offer cash on delivery again',
  'record.refused': 'Cash on delivery is refused to {{phone}}.',
  'record.allowed': 'Cash on delivery is offered to {{phone}} again.',
  'notes.title': 'Team notes',
  'notes.empty': 'No notes.',
  'notes.new': 'New note',
  'notes.add': 'Add the note',
  'notes.added': 'Note added.',
  'notes.required': 'Write the note.',
  'notes.by': '{{who}}, {{date}}',
};

export default en;
