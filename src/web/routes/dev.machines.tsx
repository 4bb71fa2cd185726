import { createFileRoute } from '@tanstack/react-router';
import { MachinesPage } from '../features/dev/MachinesPage.tsx';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';

// QA's live view of the app's machines; in a production build the page does not exist.
export const Route = createFileRoute('/dev/machines')({
  component: () => (import.meta.env.DEV ? <MachinesPage /> : <NotFoundPage />),
});
