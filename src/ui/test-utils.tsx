// Renders components as the app does: Mantine theme plus the Portuguese messages of every module.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { IntlProvider } from 'react-intl';
import { allMessages } from './all-messages';

// jsdom lacks the browser APIs Mantine reads while laying out.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}

const PT = allMessages('pt');

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider>
      <IntlProvider locale="pt" messages={PT}>
        {children}
      </IntlProvider>
    </MantineProvider>
  );
}

export const renderWithProviders = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { wrapper: Providers, ...options });
