// The read-only profile behind the top bar's display name.
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { PERMISSION_FLAGS } from '@/domain/permissions';
import { userAtom } from '@/services/session-storage';

const Field = ({ labelId, value }: { labelId: string; value: string }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      <FormattedMessage id={labelId} />
    </Text>
    <Text fw={500}>{value}</Text>
  </Stack>
);

export const ProfilePage = () => {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  const granted = PERMISSION_FLAGS.filter((f) => user[f]);
  return (
    <Stack gap="lg" data-testid="profile-page">
      <Card withBorder radius="lg" p="xl">
        <Group gap="lg" wrap="nowrap">
          <Avatar size={72} radius="xl" variant="filled" color="var(--mantine-primary-color-filled)">
            {user.nomeApresentacao.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz={24} lineClamp={1}>
              {user.nomeApresentacao}
            </Title>
            <Text c="dimmed">{user.empresaNomeFantasia}</Text>
          </Stack>
        </Group>
      </Card>
      <Card withBorder radius="lg" p="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field labelId="profile.login" value={user.nomeAcesso} />
          <Field labelId="profile.displayName" value={user.nomeApresentacao} />
          <Field labelId="profile.company" value={user.empresaNomeFantasia} />
          <Field labelId="profile.companyId" value={String(user.empresaId)} />
        </SimpleGrid>
      </Card>
      <Card withBorder radius="lg" p="xl">
        <Text fw={700} mb="sm">
          <FormattedMessage id="profile.permissions" />
        </Text>
        <Group gap={6}>
          {granted.length ? (
            granted.map((f) => (
              <Badge key={f} variant="light" tt="none">
                {f}
              </Badge>
            ))
          ) : (
            <Text c="dimmed" size="sm">
              <FormattedMessage id="profile.noPermissions" />
            </Text>
          )}
        </Group>
      </Card>
    </Stack>
  );
};
