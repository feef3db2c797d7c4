import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { loadMessages } from './app/i18n';
import { startEarlyPageRequests } from './features/tracking/early-page-requests';
import { localeAtom, sessionStore } from './services/session-storage';

// The catalog is asked for now, alongside the first route's chunks (requested when the router is
// created), rather than after the first render: nothing is shown before it arrives.
loadMessages(sessionStore.get(localeAtom)).catch(() => undefined);
// The page's first read, when it has one: the built HTML names a script of its own that starts
// it before the entry has arrived (src/early-reads.ts); the development server has none.
if (import.meta.env.DEV) startEarlyPageRequests(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
