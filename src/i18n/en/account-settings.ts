// The English texts of the settings page (issue 47), part of the forms' texts.
import type { FormTexts } from '../fr/forms.ts';

const enSettings = {
  title: 'Account settings',
  intro: 'Edit your details, download your data or delete your account (law 09-08).',
  signInFirst: 'Log in to see your settings.',
  addresses: 'My delivery addresses',
  privacy: 'What we keep and why',
  failed: 'Something went wrong. Please try again.',
  wrongPassword: 'Incorrect password.',
  profile: {
    title: 'Profile',
    language: 'Language of the site and emails',
    save: 'Save',
    saved: 'Your profile was saved.',
  },
  password: {
    title: 'Password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm the new password',
    save: 'Change password',
    saved: 'Password changed. Your other devices were signed out.',
  },
  email: {
    title: 'Email address',
    current: 'Current address: {{email}}',
    new: 'New email address',
    password: 'Password',
    send: 'Get a code',
    sent: 'A 6-digit code was sent to {{email}}. Your address changes only once you enter it.',
    code: 'Code received',
    confirm: 'Confirm the new address',
    cancel: 'Cancel',
    changed: 'Your email address is now {{email}}.',
    wrongCode: 'Incorrect or expired code.',
    taken: 'This address cannot be used for your account.',
  },
  data: {
    title: 'My data',
    text: 'Download everything we keep about you: profile, addresses, orders, reviews, consents and newsletter subscription, as one JSON file.',
    download: 'Download my data',
    downloaded: 'Your data was downloaded.',
  },
  deletion: {
    title: 'Delete my account',
    text: 'Your profile, addresses, cart, reviews and consents will be erased. Your orders stay in our accounts, without your name or contact details, for the legal period.',
    open: 'Delete my account…',
    confirmText: 'This cannot be undone. Enter your password to confirm.',
    confirm: 'Delete for good',
    cancel: 'Cancel',
    done: 'Your account was deleted. A last email confirms it.',
  },
} satisfies FormTexts['settings'];

export default enSettings;
