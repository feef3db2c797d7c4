// The language switch of the top bar and the login page.
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { LOCALES } from '@/domain/constants';
import { localeAtom } from '@/services/session-storage';

export const LanguageSwitch = () => {
  const [locale, setLocale] = useAtom(localeAtom);
  const { formatMessage } = useIntl();
  const label = formatMessage({ id: 'language.switch' });
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon
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
