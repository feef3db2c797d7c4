// The footer of the sign-in side screens: a link back to /login, optionally after a lead-in text.
import { Anchor, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export const BackToLoginLink = ({ leadId }: { leadId?: string }) => (
  <Text size="sm" ta="center">
    {leadId && (
      <>
        <FormattedMessage id={leadId} />{' '}
      </>
    )}
    <Anchor component={Link} to="/login">
      <FormattedMessage id="auth.backToLogin" />
    </Anchor>
  </Text>
);
