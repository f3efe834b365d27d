import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Real paths under /admin/ (react-admin would otherwise create a hash router); <Admin basename> prefixes links.
// A data router, so forms can block leaving with unsaved changes (react-admin's warnWhenUnsavedChanges).
const router = createBrowserRouter([{ path: '/admin/*', element: <App /> }]);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
