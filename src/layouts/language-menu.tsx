// The menu of the language switch (language-switch.tsx): Mantine's Menu and Tooltip, with the
// floating layer they position with, loaded only when someone reaches for the switch.
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES } from '@/domain/constants';
import { localeAtom } from '@/services/session-storage';

interface LanguageMenuProps {
  label: string;
  /** Opened at once: the switch was clicked before this chunk arrived. */
  opened: boolean;
  /** The switch had the keyboard focus when this chunk arrived; it keeps it. */
  focused: boolean;
}

export const LanguageMenu = ({ label, opened, focused }: LanguageMenuProps) => {
  const [locale, setLocale] = useAtom(localeAtom);
  const { formatMessage } = useIntl();
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused && !opened) target.current?.focus();
  }, [focused, opened]);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal defaultOpened={opened}>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon
            ref={target}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            data-testid="language-switch"
          >
            <IconLanguage size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((l) => (
          <Menu.Item
            key={l}
            onClick={() => setLocale(l)}
            fw={l === locale ? 700 : undefined}
            data-testid={`language-${l}`}
          >
            {formatMessage({ id: `language.${l}` })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};

export default LanguageMenu;
