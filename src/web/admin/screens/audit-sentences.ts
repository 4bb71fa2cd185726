import type { components } from '../../../../openapi/schema.d.ts';
import { money } from '../format.ts';
import type { AdminKey, Translate } from '../i18n/index.ts';

type Entry = components['schemas']['AuditEntry'];
type Values = Record<string, unknown>;

const record = (value: unknown): Values => (value && typeof value === 'object' ? (value as Values) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The name staff go by: the address's first part ("karim" of karim@huileries.ma), capitalised. */
const nameOf = (email: string) => {
  const local = email.split('@')[0] ?? email;
  return local.charAt(0).toLocaleUpperCase() + local.slice(1);
};
const isPrice = (field: string) => field === 'price' || field === 'originalPrice';
const VARIANT_FIELDS = ['price', 'originalPrice', 'stock', 'lowStockThreshold'] as const;

/**
 * An audit log entry as a sentence in the staff member's language ("Karim a passé le prix de … de … à
 * …"), or null for an action it does not know (shown then as it is kept).
 */
export function auditSentence(entry: Entry, t: Translate, intl: string): string | null {
  const who = entry.staffEmail === 'system' ? t('said.system') : nameOf(entry.staffEmail);
  const subject = entry.subject ?? '';
  const before = record(entry.before);
  const after = record(entry.after);
  const [kind, action] = entry.action.split(/\.(.*)/s) as [string, string | undefined];
  const known = (key: string): key is AdminKey => t(key as AdminKey) !== key;

  if (kind === 'order' && action && known(`said.order.${action}`)) {
    const extra = [
      typeof after.cashCollected === 'number' ? t('said.cash', { amount: money(after.cashCollected, intl) }) : '',
      text(after.reason) ? t('said.reason', { reason: text(after.reason) }) : '',
    ];
    return [t(`said.order.${action}` as AdminKey, { who, order: subject }), ...extra].filter(Boolean).join(' ');
  }
  if (entry.action === 'variant.update') {
    const shown = (field: string, value: unknown) => (value === null || value === undefined ? t('said.none') : isPrice(field) && typeof value === 'number' ? money(value, intl) : String(value));
    const changes = VARIANT_FIELDS.filter((field) => field in after).map((field) => t(`said.variant.${field}`, { who, size: subject, from: shown(field, before[field]), to: shown(field, after[field]) }));
    return changes.length ? changes.join(' ') : null;
  }
  if (entry.action === 'product.update') {
    const changes = (['published', 'featured'] as const)
      .filter((flag) => typeof after[flag] === 'boolean' && after[flag] !== before[flag])
      .map((flag) => t(`said.product.${flag}${after[flag] ? 'On' : 'Off'}`, { who, product: subject }));
    return changes.length ? changes.join(' ') : null;
  }
  if (entry.action === 'courier.add') return t('said.courier.add', { who, courier: subject });
  if (entry.action === 'courier.update') {
    const changes = [
      text(before.name) && text(after.name) && before.name !== after.name ? t('said.courier.rename', { who, from: text(before.name), to: text(after.name) }) : '',
      typeof after.active === 'boolean' && after.active !== before.active ? t(after.active ? 'said.courier.on' : 'said.courier.off', { who, courier: text(after.name) || subject }) : '',
    ].filter(Boolean);
    return changes.length ? changes.join(' ') : null;
  }
  if (entry.action === 'cash.handover' && typeof after.received === 'number' && typeof after.expected === 'number') {
    return t('said.cash.handover', { who, courier: subject, received: money(after.received, intl), expected: money(after.expected, intl), count: Number(after.orders ?? 0) });
  }
  if (entry.action === 'cash.refuse' || entry.action === 'cash.allow') return t(`said.${entry.action}`, { who, phone: subject });
  if (entry.action === 'staff.invite' || entry.action === 'staff.add-by-command') {
    const role = text(after.role);
    return t(`said.${entry.action}`, { who, email: subject, role: role === 'owner' || role === 'staff' ? t(`role.${role}`) : role });
  }
  if (entry.action === 'staff.accept-invite' || entry.action === 'staff.sign-in' || entry.action === 'staff.sign-out') return t(`said.${entry.action}`, { who });
  if (entry.action === 'staff.disable' || entry.action === 'staff.enable' || entry.action === 'staff.disable-by-command' || entry.action === 'staff.enable-by-command') return t(`said.${entry.action}`, { who, email: subject });
  return null;
}
