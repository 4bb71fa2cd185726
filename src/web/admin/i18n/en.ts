import audit from '../../../i18n/en/admin-audit.ts';
import customers from '../../../i18n/en/admin-customers.ts';
import figures from '../../../i18n/en/admin-figures.ts';
import admin from '../../../i18n/en/admin.ts';

/** The back office's texts in one language, fetched alone (i18n/index.ts). */
export default { ...admin, ...figures, ...customers, ...audit };
