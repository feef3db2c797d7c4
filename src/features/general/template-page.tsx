// The template-only pages kept from the original dashboard template (spec 2.1): they only
// point to the real sign-in.
import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

const TemplatePage = ({ page }: { page: 'login' | 'register' | 'pricing' | 'lock' | 'oldLogin' }) => (
  <Center mih="100dvh" p="md">
    <Paper withBorder radius="lg" p="xl" maw={440} w="100%" data-testid={`template-${page}`}>
      <Stack gap="sm" ta="center">
        <Title order={1} fz={24}>
          <FormattedMessage id={`template.${page}`} />
        </Title>
        <Text c="dimmed" size="sm">
          <FormattedMessage id="template.text" />
        </Text>
        <Button component={Link} to="/login">
          <FormattedMessage id="template.goToLogin" />
        </Button>
        <Anchor component={Link} to="/privacy" size="xs">
          <FormattedMessage id="privacy.title" />
        </Anchor>
      </Stack>
    </Paper>
  </Center>
);

export const TemplateLoginPage = () => <TemplatePage page="login" />;
export const TemplateRegisterPage = () => <TemplatePage page="register" />;
export const TemplatePricingPage = () => <TemplatePage page="pricing" />;
export const TemplateLockPage = () => <TemplatePage page="lock" />;
export const OldLoginPage = () => <TemplatePage page="oldLogin" />;
