// The support module's routes (spec 2.10): live chat and timeline.
import type { RouteObject } from 'react-router-dom';
import { lazyComponent, moduleLayout, pending, type ModuleCatalogs } from '@/app/module-route';

export const supportCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/support/pt.json'),
  en: () => import('@lang/support/en.json'),
  ar: () => import('@lang/support/ar.json'),
};

const chatPage = lazyComponent(
  () => import('./chat/chat-page'),
  (m) => m.ChatPage,
);

const timelinePage = lazyComponent(
  () => import('./timeline/timeline-page'),
  (m) => m.TimelinePage,
);

export const supportRoutes: RouteObject = moduleLayout({
  layout: () => import('./support-layout'),
  pick: (m) => m.SupportLayout,
  catalogs: supportCatalogs,
  children: [
    { path: '/support/chat', lazy: chatPage },
    { path: '/support/timeline', lazy: timelinePage },
    ...pending('/support'),
  ],
});
