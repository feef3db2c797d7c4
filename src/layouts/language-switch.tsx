// The language switch of the top bar and the sign-in pages. It is first a plain button; its menu
// (language-menu.tsx) is fetched when the pointer or the focus reaches it, so a page is shown
// without the menu's code, and a click before the menu arrived opens it as soon as it does.
import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { LanguageMenu } from './language-menu';

type Menu = typeof LanguageMenu;

let loading: Promise<Menu> | null = null;
const loadMenu = () => {
  loading ??= import('./language-menu').then(
    (module) => module.LanguageMenu,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

export const LanguageSwitch = () => {
  const { formatMessage } = useIntl();
  const label = formatMessage({ id: 'language.switch' });
  const [Loaded, setLoaded] = useState<ComponentType<Parameters<Menu>[0]> | null>(null);
  const clicked = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState({ opened: false, focused: false });

  if (Loaded) return <Loaded label={label} {...state} />;

  const fetchMenu = () => {
    loadMenu().then(
      (menu) => {
        setState({ opened: clicked.current, focused: document.activeElement === button.current });
        setLoaded(() => menu);
      },
      () => undefined, // offline: the button stays, and the next attempt fetches again
    );
  };
  return (
    <ActionIcon
      ref={button}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      aria-haspopup="menu"
      data-testid="language-switch"
      onPointerEnter={fetchMenu}
      onFocus={fetchMenu}
      // A press counts from its pointerdown: when the menu arrives between the press and its
      // release, the button under the pointer is replaced and no click event follows, so the
      // menu must already know to open.
      onPointerDown={() => {
        clicked.current = true;
        fetchMenu();
      }}
      onClick={() => {
        clicked.current = true;
        fetchMenu();
      }}
    >
      <IconLanguage size={20} />
    </ActionIcon>
  );
};
