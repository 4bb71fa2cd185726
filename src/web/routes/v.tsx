import { createFileRoute } from '@tanstack/react-router';
import { verifyEmailRoute } from '../features/pages/verify-email-route.tsx';

// The short address of the verification page (spec section 2), as mails may link to it.
export const Route = createFileRoute('/v')(verifyEmailRoute());
