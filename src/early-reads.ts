// The page's first read, started by a script of its own that the built HTML names before the
// application's entry: it arrives long before the entry (a few hundred bytes against about
// 115 KB compressed), so on a slow network the read is answered before the page has rendered
// (scripts/vite/early-reads-script.ts). Without the built HTML (the development server), the
// entry starts it.
import { startEarlyPageRequests } from './features/tracking/early-page-requests';

startEarlyPageRequests(window.location);
