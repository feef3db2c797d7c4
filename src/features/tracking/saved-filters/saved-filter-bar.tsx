// The saved filter sets of the delivery list: choose one to apply it, save the filters in force
// under a name, rename or delete the chosen one. The filters themselves belong to the screen
// that shows this bar (the list's URL, or the filter-only screen's state).
import { ActionIcon, Button, Group, Paper, Select, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FilterValues } from '@/domain/tracking/dashboard/filtro-salvo';
import { errorMessages } from '@/services/api';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { LoadError } from '@/ui/load-error';
import { notify } from '@/ui/notify';
import { NameDialog } from './name-dialog';
import { useSavedFilterChanges, useSavedFilters } from './use-saved-filters';

export interface SavedFilterBarProps {
  /** The filters in force, to save. */
  current: FilterValues;
  /** Puts a saved set's filters in force. */
  onApply: (filtros: FilterValues) => void;
}

type Dialog = 'save' | 'rename' | 'delete' | null;

const sameFilters = (a: FilterValues, b: FilterValues) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

export function SavedFilterBar({ current, onApply }: SavedFilterBarProps) {
  const intl = useIntl();
  const sets = useSavedFilters();
  const { create, rename, remove } = useSavedFilterChanges();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string>();
  // The set whose filters are in force, if any: chosen sets follow the URL, not a stale choice.
  const chosen = sets.data?.find((s) => sameFilters(s.filtros, current));
  const hasFilters = Object.keys(current).length > 0;

  const fail = async (e: unknown) => setError((await errorMessages(e)).join(' '));
  const close = () => {
    setDialog(null);
    setError(undefined);
  };

  if (sets.isError) return <LoadError error={sets.error} onRetry={() => void sets.refetch()} />;

  return (
    <Paper withBorder p="sm" radius="md" data-testid="saved-filters">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={intl.formatMessage({ id: 'savedFilters.label' })}
          placeholder={intl.formatMessage({
            id: sets.data?.length === 0 ? 'savedFilters.none' : 'savedFilters.choose',
          })}
          data={(sets.data ?? []).map((s) => ({ value: String(s.id), label: s.nome }))}
          value={chosen ? String(chosen.id) : null}
          onChange={(id) => {
            const set = sets.data?.find((s) => String(s.id) === id);
            if (set) onApply(set.filtros);
          }}
          disabled={sets.isPending}
          w={{ base: '100%', xs: 260 }}
          searchable
          nothingFoundMessage={intl.formatMessage({ id: 'savedFilters.none' })}
        />
        <Tooltip label={intl.formatMessage({ id: 'savedFilters.needFilters' })} disabled={hasFilters}>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            variant="light"
            disabled={!hasFilters}
            onClick={() => setDialog('save')}
          >
            <FormattedMessage id="savedFilters.saveCurrent" />
          </Button>
        </Tooltip>
        {chosen && (
          <>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={intl.formatMessage({ id: 'savedFilters.rename' })}
              onClick={() => setDialog('rename')}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={intl.formatMessage({ id: 'savedFilters.delete' })}
              onClick={() => setDialog('delete')}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </>
        )}
      </Group>
      {sets.data?.length === 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          <FormattedMessage id="savedFilters.hint" />
        </Text>
      )}

      <NameDialog
        opened={dialog === 'save' || dialog === 'rename'}
        title={
          <FormattedMessage id={dialog === 'rename' ? 'savedFilters.rename' : 'savedFilters.saveCurrent'} />
        }
        initial={dialog === 'rename' ? chosen?.nome : ''}
        error={error}
        loading={create.isPending || rename.isPending}
        onClose={close}
        onSubmit={(nome) => {
          const done = () => {
            close();
            notify({ message: intl.formatMessage({ id: 'savedFilters.saved' }), color: 'green' });
          };
          if (dialog === 'rename' && chosen)
            rename.mutate({ set: chosen, nome }, { onSuccess: done, onError: fail });
          else create.mutate({ nome, filtros: current }, { onSuccess: done, onError: fail });
        }}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={<FormattedMessage id="savedFilters.delete" />}
        message={<FormattedMessage id="savedFilters.deleteConfirm" values={{ nome: chosen?.nome ?? '' }} />}
        danger
        loading={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (chosen)
            remove.mutate(chosen.id, { onSuccess: close, onError: (e) => void fail(e).then(close) });
        }}
      />
    </Paper>
  );
}
