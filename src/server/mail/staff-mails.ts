import { type CodeMailTexts, codeMail, type MailContent } from './templates.ts';

// The back office's mails, in French: the producer's team works in it (issue 22).

const SIGN_IN: CodeMailTexts = {
  subject: 'Votre code de connexion à l’espace de gestion',
  greeting: () => 'Bonjour,',
  lead: 'Voici votre code pour vous connecter à l’espace de gestion de la boutique :',
  expiry: 'Ce code est valable 15 minutes.',
  ignore: 'Si vous n’avez pas essayé de vous connecter, changez votre mot de passe et prévenez le propriétaire de la boutique.',
  signature: 'Huileries du Saïss',
};

const INVITE: CodeMailTexts = {
  subject: 'Votre accès à l’espace de gestion de la boutique',
  greeting: () => 'Bonjour,',
  lead: 'Vous êtes invité(e) à l’espace de gestion de la boutique. Voici le code qui vous permettra de choisir votre mot de passe :',
  expiry: 'Ce code est valable 72 heures.',
  ignore: 'Si vous ne vous attendiez pas à cette invitation, ignorez ce message.',
  signature: 'Huileries du Saïss',
};

export const staffSignInMail = (code: string): MailContent => codeMail(SIGN_IN, 'fr', '', code);
export const staffInviteMail = (code: string): MailContent => codeMail(INVITE, 'fr', '', code);
