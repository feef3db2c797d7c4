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
// Likewise the page's first read, when it has one the entry knows.
startEarlyPageRequests(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
