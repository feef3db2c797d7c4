// A screen's heading: smaller on phones so long titles do not crowd the page.
import type { ReactNode } from 'react';
import { Title } from '@mantine/core';

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} fz={{ base: 22, sm: 28 }}>
      {children}
    </Title>
  );
}
