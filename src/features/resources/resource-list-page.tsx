// The one list screen of every declared resource: search, server pagination and sorting,
// and the row actions edit / activate-deactivate / delete.
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@/domain/constants';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import {
  useRemoveResource,
  useResourceList,
  useSetResourceActive,
  type ResourceRow,
} from '@/services/resource-client';
import { BackIcon } from '@/ui/back-icon';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { PageTitle } from '@/ui/page-title';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { TimedAlert, useTimedAlert } from '@/ui/timed-alert';
import { ResourceCell } from './resource-cell';
import { ResourceLoadError, isForbidden } from './resource-load-error';
import { PARENT_LIST, createHref } from './resource-paths';
import { ResourceRowActions } from './resource-row-actions';

/** A message handed over by the form after saving, shown once as a success alert. */
export interface FlashState {
  flash?: string;
}

export default function ResourceListPage({ def }: { def: ResourceDefinition }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { companyId } = useParams();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState(def.defaultSort);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [toDelete, setToDelete] = useState<ResourceRow | null>(null);
  const alerts = useTimedAlert();

  const query = {
    page,
    pageSize,
    sort,
    search: debouncedSearch.trim() || undefined,
    companyId: companyId ? Number(companyId) : undefined,
  };
  const list = useResourceList(def, query);
  const remove = useRemoveResource(def);
  const setActive = useSetResourceActive(def);

  const flash = (location.state as FlashState | null)?.flash;
  const { success } = alerts;
  useEffect(() => {
    if (!flash) return;
    success(flash);
    // Consume the message so a reload does not show it again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [flash, success, navigate, location.pathname]);

  const columns = useMemo<DataTableColumn<ResourceRow>[]>(
    () =>
      def.columns.map((field) => ({
        key: field,
        header: intl.formatMessage({ id: `resource.${def.name}.field.${field}` }),
        sortable: def.sortable.includes(field),
        render: (row) => <ResourceCell field={field} value={row[field]} />,
      })),
    [def, intl],
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => alerts.success(intl.formatMessage({ id: 'resources.deleteSuccess' })),
      onError: () => alerts.danger(intl.formatMessage({ id: 'resources.deleteError' })),
      onSettled: () => setToDelete(null),
    });
  };

  const toggleActive = (row: ResourceRow) =>
    setActive.mutate(
      { id: row.id, active: row.ativo !== true },
      {
        onSuccess: () => alerts.success(intl.formatMessage({ id: 'resources.statusSuccess' })),
        onError: () => alerts.danger(intl.formatMessage({ id: 'resources.statusError' })),
      },
    );

  const parentList = PARENT_LIST[def.name];
  const forbidden = list.isError && isForbidden(list.error);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>
          <FormattedMessage id={`resource.${def.name}.title`} />
        </PageTitle>
        <Group gap="xs">
          {parentList && (
            <Button variant="default" component={Link} to={parentList} leftSection={<BackIcon />}>
              <FormattedMessage id="resources.back" />
            </Button>
          )}
          {!forbidden && (
            <Button component={Link} to={createHref(def, { companyId })} leftSection={<IconPlus size={16} />}>
              <FormattedMessage id="resources.new" />
            </Button>
          )}
        </Group>
      </Group>
      <TimedAlert alert={alerts.alert} onClose={alerts.hide} />
      <Paper withBorder p="md" radius="md">
        {list.isError ? (
          <ResourceLoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable<ResourceRow>
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(row) => row.id}
            total={list.data?.total ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            sort={sort}
            onSortChange={setSort}
            search={search}
            onSearchChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            loading={list.isPending}
            actions={(row) => (
              <ResourceRowActions
                def={def}
                row={row}
                companyId={companyId}
                onToggleActive={toggleActive}
                onDelete={setToDelete}
              />
            )}
          />
        )}
      </Paper>
      <ConfirmDialog
        opened={toDelete !== null}
        title={<FormattedMessage id="resources.deleteConfirm.title" />}
        message={<FormattedMessage id="resources.deleteConfirm.message" />}
        confirmLabel={<FormattedMessage id="resources.delete" />}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
