import { createRootRoute, Outlet } from '@tanstack/react-router';

export const Route = createRootRoute({
  component: () => (
    <div className="min-h-screen bg-cream-50 text-olive-900">
      <Outlet />
    </div>
  ),
});
