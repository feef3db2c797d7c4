// The page of a route whose screen is not built yet, inside its layout so navigation works.
import { Badge, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';

export const UnderConstructionPage = () => {
  const { pathname } = useLocation();
  return (
    <Center mih="60vh">
      <Card withBorder radius="lg" p="xl" maw={480} w="100%" data-testid="under-construction">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconBarrierBlock size={34} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            <FormattedMessage id="general.underConstruction" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="general.underConstruction.text" />
          </Text>
          <Badge variant="light" color="gray" tt="none" dir="ltr">
            {pathname}
          </Badge>
        </Stack>
      </Card>
    </Center>
  );
};
