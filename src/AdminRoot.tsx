import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// Real paths under /admin/ (react-admin would otherwise create a hash router); <Admin basename> prefixes links.
// A data router, so forms can block leaving with unsaved changes (react-admin's warnWhenUnsavedChanges).
// Made on first render, not on import: the login page imports this module while the admin types, and the
// router must start from the address the admin lands on.
export function AdminRoot() {
  const [router] = useState(() => createBrowserRouter([{ path: '/admin/*', element: <App /> }]));
  return <RouterProvider router={router} />;
}
