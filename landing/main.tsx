/**
 * Browser entry (about 1 kB), imported by the inline loader of landing/entryLoader.ts once the prerendered HTML
 * has painted: it loads React and the app (hydrate.tsx) through loadChunk (SPEC 9's timeout, one reload when a
 * chunk is gone after a redeploy). The page already reads without JavaScript; nothing here can delay FCP/LCP.
 */
import './styles/site.css';
import { loadChunk } from './chunks/loadChunk.ts';

loadChunk(() => import('./hydrate.tsx')).catch((error: unknown) => console.error('Loading the interactive site failed', error));
