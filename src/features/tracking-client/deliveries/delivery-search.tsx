// The search of the portal's lists: an NF-e number (as the DANFE prints it) or its access key.
// Applied on Enter or the button, not on every key: a 44-digit key typed or pasted searches once.
import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PORTAL_SEARCH_MAX } from '@/domain/tracking-client/portal-deliveries';

export function DeliverySearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const intl = useIntl();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // A search changed from outside (Back, a link) shows in the field.
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed);
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'trackingClient.search.region' })}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={<FormattedMessage id="trackingClient.search.label" />}
          placeholder={intl.formatMessage({ id: 'trackingClient.search.placeholder' })}
          value={typed}
          maxLength={PORTAL_SEARCH_MAX}
          inputMode="numeric"
          onChange={(event) => setTyped(event.currentTarget.value)}
          rightSection={
            typed ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={intl.formatMessage({ id: 'trackingClient.search.clear' })}
                onClick={() => {
                  setTyped('');
                  onSearch('');
                }}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : null
          }
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          <FormattedMessage id="trackingClient.search.submit" />
        </Button>
      </Group>
    </form>
  );
}
