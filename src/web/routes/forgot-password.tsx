import { createFileRoute, redirect } from '@tanstack/react-router';

// 'Mot de passe oublié ?' leads into the reset flow, which lives at /reset-password.
export const Route = createFileRoute('/forgot-password')({
  beforeLoad: () => {
    throw redirect({ to: '/reset-password', replace: true, statusCode: 301 });
  },
});
