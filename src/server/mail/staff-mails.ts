import { staffInvite, staffSignIn } from '../../i18n/fr/staff-mails.ts';
import { codeMail, type MailContent } from './templates.ts';

// The back office's mails, in French: the producer's team works in it (issue 22).
export const staffSignInMail = (code: string): MailContent => codeMail(staffSignIn, 'fr', '', code);
export const staffInviteMail = (code: string): MailContent => codeMail(staffInvite, 'fr', '', code);
