import type { FormTexts } from '../fr/forms.ts';

const enReviews = {
  meta: {
    title: 'My reviews',
    description: 'Review the products you have received.',
  },
  signInFirst: 'Sign in to review the products you have received.',
  loading: 'Loading your reviews...',
  error: 'Your reviews could not be loaded.',
  retry: 'Try again',
  intro: 'Rate the products of your delivered or collected orders. Our team reads every review before it is published.',
  empty: 'Nothing to review yet: you can review your products as soon as an order is delivered or collected.',
  startShopping: 'Discover our oils',
  toReview: 'Products received',
  others: 'My other reviews',
  viewProduct: 'View the product',
  stars: 'Your rating',
  starCount_one: '{{count}} star',
  starCount_other: '{{count}} stars',
  comment: 'Your comment',
  commentHelp: 'Between 10 and 1000 characters.',
  submit: 'Post my review',
  update: 'Update my review',
  submitFor: 'Post my review of {{product}}',
  updateFor: 'Update my review of {{product}}',
  saving: 'Sending...',
  saved: 'Thank you! Your review will be published once our team has read it.',
  yourReview: 'Your review of {{date}}',
  statusLabel: 'Status',
  status: {
    pending: 'Awaiting moderation',
    approved: 'Published',
    hidden: 'Hidden',
  },
  hiddenReason: 'Reason: {{reason}}',
  errors: {
    ratingRequired: 'Choose a rating from 1 to 5 stars.',
    commentTooShort: 'Your comment must be at least 10 characters long.',
    commentTooLong: 'Your comment must be at most 1000 characters long.',
    saveFailed: 'Your review could not be sent. Please try again.',
  },
  orderLink: 'Review my products',
  orderLinkFor: 'Review the products of order {{number}}',
} satisfies FormTexts['reviews'];

export default enReviews;
