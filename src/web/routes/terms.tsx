import { createFileRoute } from '@tanstack/react-router';
import { contentRoute } from '../features/content/content-route.tsx';

export const Route = createFileRoute('/terms')(contentRoute('terms'));
