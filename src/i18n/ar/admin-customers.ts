import type { AdminCustomerTexts } from '../fr/admin-customers.ts';

const ar: AdminCustomerTexts = {
  'record.title': 'من يطلب',
  'record.byPhone': 'طلبات أخرى من هذا الرقم',
  'record.byEmail': 'طلبات أخرى من هذا البريد',
  'record.counts': 'مُسلَّمة: {{delivered}} · مرفوضة: {{refused}} · ملغاة: {{cancelled}} · جارية: {{open}}',
  'record.duplicate': 'تكرار محتمل: الرقم نفسه والمنتجات نفسها خلال 24 ساعة.',
  'record.duplicateOf': 'تكرار محتمل للطلب {{number}}',
  'record.openOrder': 'الطلب {{number}}، بتاريخ {{date}}',
  'record.cashRefused': 'الدفع عند الاستلام مرفوض لهذا الرقم منذ {{date}}، من {{who}}.',
  'record.reasonWas': 'السبب: {{reason}}',
  'record.cashOffered': 'الدفع عند الاستلام متاح لهذا الرقم.',
  'record.refuseCash': 'رفض الدفع عند الاستلام',
  'record.refuseTitle': 'رفض الدفع عند الاستلام للرقم {{phone}}؟',
  'record.refuseText': 'يجب دفع طلباته القادمة بالتحويل أو بالبطاقة. لا تتغير الطلبات السابقة.',
  'record.reason': 'السبب (اختياري)',
  'record.refuseConfirm': 'رفض',
  'record.allowCash': 'إتاحة الدفع عند الاستلام من جديد',
  'record.refused': 'الدفع عند الاستلام مرفوض للرقم {{phone}}.',
  'record.allowed': 'أصبح الدفع عند الاستلام متاحًا من جديد للرقم {{phone}}.',
  'notes.title': 'ملاحظات الفريق',
  'notes.empty': 'لا ملاحظات.',
  'notes.new': 'ملاحظة جديدة',
  'notes.add': 'إضافة الملاحظة',
  'notes.added': 'أُضيفت الملاحظة.',
  'notes.required': 'اكتب الملاحظة.',
  'notes.by': '{{who}}، {{date}}',
};

export default ar;
