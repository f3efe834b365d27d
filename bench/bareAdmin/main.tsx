/**
 * The reference for the admin-load bench: the smallest react-admin app (one ListGuesser resource over
 * ra-data-simple-rest), built by bench/adminLoad.ts with this repository's react-admin, MUI and Vite.
 */
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
