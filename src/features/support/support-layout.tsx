// The support layout (spec 2.10). Delivery clients reach the chat from the tracking portal (its
// links open /support/chat?entregaId=...); the timeline is the company's staff's.
import { IconMessages, IconTimeline } from '@tabler/icons-react';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';

export const supportLayout: LayoutDefinition = {
  key: 'support',
  nameId: 'layout.support',
  profilePath: '/profile',
  companyEditPath: (id) => `/empresa/edit/${id}`,
  items: [
    { labelId: 'nav.support.chat', icon: IconMessages, to: '/support/chat' },
    { labelId: 'nav.support.timeline', icon: IconTimeline, to: '/support/timeline', rule: 'supportAgent' },
  ],
};

export const SupportLayout = () => <ShellLayout definition={supportLayout} />;
