import { createFileRoute } from '@tanstack/react-router';
import { verifyEmailRoute } from '../features/pages/verify-email-route.tsx';

export const Route = createFileRoute('/verify-email')(verifyEmailRoute());
