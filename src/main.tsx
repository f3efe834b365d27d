import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Real paths under /admin/ (react-admin would otherwise create a hash router); <Admin basename> prefixes links.
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
