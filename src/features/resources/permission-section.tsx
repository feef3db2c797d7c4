// The user's permission flags, grouped as spec section 6 lists them, each group with a
// select-all box, inside a collapsible 'Permissões' section. A flag the signed-in user does not
// hold is shown but cannot be changed: the server refuses such a change (403) anyway.
import { useState } from 'react';
import { Button, Checkbox, Collapse, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconShieldLock } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSION_GROUPS, type PermissionFlag, type PermissionGroupKey } from '@/domain/permissions';
import type { FormValues } from './form-values';

export interface PermissionSectionProps {
  resource: string;
  values: FormValues;
  onChange: (changes: FormValues) => void;
  /** The flags the signed-in user may give or take; every flag when not given. */
  grantable?: readonly PermissionFlag[];
}

export function PermissionSection({ resource, values, onChange, grantable }: PermissionSectionProps) {
  const mayChange = (flag: PermissionFlag) => !grantable || grantable.includes(flag);
  const intl = useIntl();
  const [opened, setOpened] = useState(true);
  return (
    <Stack gap="sm">
      <Button
        variant="subtle"
        justify="flex-start"
        fullWidth
        leftSection={<IconShieldLock size={18} />}
        rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        onClick={() => setOpened((o) => !o)}
        aria-expanded={opened}
      >
        <FormattedMessage id="resources.permissions" />
      </Button>
      <Collapse in={opened}>
        {grantable && grantable.length < Object.values(PERMISSION_GROUPS).flat().length && (
          <Text size="sm" c="dimmed" mb="sm">
            <FormattedMessage id="resources.permissionsOnlyOwn" />
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {(Object.keys(PERMISSION_GROUPS) as PermissionGroupKey[]).map((key) => {
            const group = { key, flags: PERMISSION_GROUPS[key] };
            const checked = group.flags.filter((f) => values[f] === true).length;
            const all = checked === group.flags.length;
            // Select-all reaches only the flags the signed-in user may change.
            const changeable = group.flags.filter(mayChange);
            const allChangeable = changeable.every((f) => values[f] === true);
            const groupLabel = intl.formatMessage({ id: `resources.permissionGroup.${group.key}` });
            return (
              <Paper key={group.key} withBorder p="sm" radius="md">
                <Group justify="space-between" mb="xs" wrap="nowrap">
                  <Text fw={600}>{groupLabel}</Text>
                  <Checkbox
                    size="xs"
                    label={intl.formatMessage({ id: 'resources.selectAll' })}
                    aria-label={`${intl.formatMessage({ id: 'resources.selectAll' })}: ${groupLabel}`}
                    checked={all}
                    indeterminate={checked > 0 && !all}
                    disabled={changeable.length === 0}
                    onChange={() => onChange(Object.fromEntries(changeable.map((f) => [f, !allChangeable])))}
                  />
                </Group>
                <Stack gap={6}>
                  {group.flags.map((flag) => (
                    <Switch
                      key={flag}
                      size="sm"
                      label={intl.formatMessage({ id: `resource.${resource}.field.${flag}` })}
                      checked={values[flag] === true}
                      disabled={!mayChange(flag)}
                      onChange={(event) => onChange({ [flag]: event.currentTarget.checked })}
                    />
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
