// The company-selection modal (spec 2.13): lists the companies the user may access and asks
// the server for a session in the chosen one.
import {
  Alert,
  Button,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  Group,
} from '@mantine/core';
import { IconBuildingSkyscraper, IconCheck, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MODAL_ANIMATION_MS } from '@/domain/constants';
import { fetchCompanies, switchCompany } from '@/services/auth-api';
import { storeSession } from '@/services/session-storage';
import { notify } from '@/ui/notify';

interface CompanyModalProps {
  opened: boolean;
  onClose: () => void;
  currentCompanyId: number | null;
}

export const CompanyModal = ({ opened, onClose, currentCompanyId }: CompanyModalProps) => {
  const { formatMessage } = useIntl();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const companies = useQuery({ queryKey: ['access', 'companies'], queryFn: fetchCompanies, enabled: opened });
  const choose = useMutation({
    mutationFn: switchCompany,
    onSuccess: ({ token, user }) => {
      storeSession(token, user);
      // Every cached answer belonged to the previous company: screens on view drop theirs at once
      // and read again (clear() alone would leave them showing it until their next refresh).
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.resetQueries({ type: 'active' });
      notify({
        color: 'green',
        message: formatMessage({ id: 'company.switched' }, { name: user.empresaNomeFantasia }),
      });
      onClose();
    },
    onError: (error) => notify({ color: 'red', message: error.message }),
  });
  const visible = (companies.data ?? []).filter((c) =>
    c.nomeFantasia.toLowerCase().includes(search.trim().toLowerCase()),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{formatMessage({ id: 'company.modal.title' })}</Text>}
      transitionProps={{ duration: MODAL_ANIMATION_MS / 2 }}
      centered
      data-testid="company-modal"
    >
      <Stack gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={formatMessage({ id: 'company.modal.search' })}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {companies.isLoading && (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        )}
        {companies.isError && <Alert color="red">{companies.error.message}</Alert>}
        <ScrollArea.Autosize mah={360}>
          <Stack gap={6}>
            {visible.map((company) => {
              const current = company.id === currentCompanyId;
              return (
                <UnstyledButton
                  key={company.id}
                  className="rota-company-choice"
                  data-current={current || undefined}
                  data-testid={`company-choice-${company.id}`}
                  disabled={choose.isPending}
                  onClick={() => (current ? onClose() : choose.mutate(company.id))}
                >
                  <Group gap="sm" wrap="nowrap">
                    <IconBuildingSkyscraper size={18} />
                    <Text size="sm" fw={current ? 700 : 500} style={{ flex: 1 }}>
                      {company.nomeFantasia}
                    </Text>
                    {current && <IconCheck size={16} />}
                    {choose.isPending && choose.variables === company.id && <Loader size="xs" />}
                  </Group>
                </UnstyledButton>
              );
            })}
            {companies.isSuccess && visible.length === 0 && (
              <Text c="dimmed" size="sm" ta="center" p="md">
                <FormattedMessage id="company.modal.empty" />
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
