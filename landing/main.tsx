/** Browser entry: hydrates the prerendered HTML of the current path. */
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './styles/site.css';

const root = document.getElementById('root');
if (root) hydrateRoot(root, <App path={window.location.pathname} />);
