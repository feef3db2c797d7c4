// The one list screen of every declared resource: server pagination and sorting, search, the
// declared filters, and either the row actions of a register (edit / activate-deactivate /
// delete) or, for a read-only resource, a detail drawer. Its state lives in the URL
// (list-search-params.ts), so a list can be shared and survives a reload.
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { mayAccess } from '@/domain/resources/access';
import { accessActionOf } from '@/domain/resources/bulk-actions';
import { isWritable, type ReadableResource } from '@/domain/resources/define-resource';
import { shownValueOf } from '@/domain/resources/references';
import { usePrincipal } from '@/layouts/use-principal';
import { useListSelection } from './use-list-selection';
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
import { detailParam, isNarrowed, readListState, writeListState, type ListState } from './list-search-params';
import { ResourceCell } from './resource-cell';
import { ResourceDetailDrawer, type ResourceDetailView } from './resource-detail-drawer';
import { ResourceFilterBar } from './resource-filter-bar';
import { LoadError, isForbidden } from '@/ui/load-error';
import type { MountLayout } from '@/domain/resources/resource-mounts';
import { createHref, parentListHref, pathsOf } from './resource-paths';
import { ResourceBulkBar } from './resource-bulk-bar';
import { ResourceRowActions } from './resource-row-actions';
import { useUrlText } from './use-url-text';
import { ResourceSelectionExport, ResourceSheetActions } from './spreadsheet/resource-sheet-actions';
import { useRememberedList, useRememberedDensity } from './remembered-list';
import { useLatestSearchParams } from '@/ui/use-latest-search-params';
import { useFlashOnce } from './use-flash-once';

/** Set on the history entry that opened a detail, so closing it can simply go back. */
interface DetailOpenedState {
  detailOpenedFromList?: boolean;
}

/** An action a feature offers for the rows selected on its list. */
export interface SelectionActionProps {
  ids: readonly number[];
  /** Empties the selection: an action done on the selected rows ends with it, as bulk actions do. */
  onClear: () => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

/** What a resource's own feature may add to its list, composed in src/app. */
export interface ResourceListExtensions {
  /** Cells drawn by the feature, by column. */
  cells?: Readonly<Record<string, ComponentType<{ row: ResourceRow }>>>;
  /** The detail drawer's body: rows open on click, `?<resource>=<id>` in the URL. */
  detail?: ResourceDetailView;
  /** Shown under an empty, unfiltered list: where its rows come from. */
  emptyHint?: ComponentType;
  /** Links beside the title to the screens a user of this list goes on to. */
  headerActions?: ComponentType;
  /** False where the screen draws its own file panel (the de-para file): no export/import buttons. */
  spreadsheets?: boolean;
  /**
   * Actions on the selected rows, drawn in the selection bar after the export of the selection:
   * giving any draws the selection column on a read-only list too.
   */
  selectionActions?: readonly ComponentType<SelectionActionProps>[];
  /**
   * A list worked in all day: compact rows by default (with a switch to comfortable ones), and
   * its filters, sort and page size remembered per user, restored when it is opened bare.
   */
  workingList?: boolean;
}

export default function ResourceListPage({
  def,
  cells,
  detail,
  emptyHint: EmptyHint,
  headerActions: HeaderActions,
  spreadsheets = true,
  selectionActions = [],
  workingList = false,
  layout = 'tracking',
}: { def: ReadableResource; layout?: MountLayout } & ResourceListExtensions) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { companyId, parentId } = useParams();
  const [params, updateParams] = useLatestSearchParams();
  const state = useMemo(() => readListState(def, params), [def, params]);
  const principal = usePrincipal();
  // A register whose writes need a stricter rule (the shared code table, the company's deadlines
  // and mappings) is a plain list to others.
  const mayWrite =
    isWritable(def) &&
    (['create', 'update', 'delete', 'activate'] as const).some((action) => mayAccess(def, principal, action));
  const writable = mayWrite ? def : null;
  const [toDelete, setToDelete] = useState<ResourceRow | null>(null);
  // Bulk actions the declaration offers and the user may use; rows are selected on the page shown.
  const bulkActions = writable
    ? (writable.bulkActions ?? []).filter((action) => mayAccess(writable, principal, accessActionOf(action)))
    : [];
  const selectable = bulkActions.length > 0 || selectionActions.length > 0;
  const alerts = useTimedAlert();
  useRememberedList(def, workingList, params, updateParams);
  const [density, setDensity] = useRememberedDensity(def, workingList);

  /**
   * Changes the list's URL; any change but paging goes back to the first page. A patch may be
   * computed from the URL as it is then: text fields write after a pause, and must not bring
   * back a value another field has changed since.
   */
  const update = useCallback(
    (
      patch: Partial<ListState> | ((now: ListState) => Partial<ListState>),
      { push = false }: { push?: boolean } = {},
    ) => {
      updateParams(
        (current) => {
          const now = readListState(def, current);
          const changes = typeof patch === 'function' ? patch(now) : patch;
          return writeListState(def, { ...now, page: 1, ...changes }, current);
        },
        { replace: !push },
      );
    },
    [def, updateParams],
  );
  const commitSearch = useCallback((search: string) => update({ search }), [update]);
  const [search, setSearch] = useUrlText(state.search, commitSearch);

  const query = {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    search: state.search.trim() || undefined,
    companyId: companyId ? Number(companyId) : undefined,
    parentId: parentId ? Number(parentId) : undefined,
    filters: state.filters,
  };
  const list = useResourceList(def, query);
  const shownIds = useMemo(() => (list.data?.items ?? []).map((row) => row.id), [list.data]);
  const [selected, setSelected] = useListSelection(
    JSON.stringify(query),
    list.data && !list.isPlaceholderData ? shownIds : undefined,
  );
  const remove = useRemoveResource(def);
  const setActive = useSetResourceActive(def);

  useFlashOnce(alerts.success);

  const openDetail = useCallback(
    (row: ResourceRow) => {
      updateParams(
        (current) => {
          current.set(detailParam(def), String(row.id));
          return current;
        },
        { state: { detailOpenedFromList: true } satisfies DetailOpenedState },
      );
    },
    [def, updateParams],
  );
  const opensDetail = !writable && Boolean(detail);

  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selected.includes(id));
  const selectColumn = useMemo<DataTableColumn<ResourceRow>[]>(
    () =>
      !selectable
        ? []
        : [
            {
              key: 'engine.select',
              header: (
                <Checkbox
                  size={density === 'compact' ? 'xs' : 'sm'}
                  aria-label={intl.formatMessage({ id: 'engine.bulk.selectPage' })}
                  checked={allShownSelected}
                  indeterminate={!allShownSelected && selected.length > 0}
                  onChange={() => setSelected(allShownSelected ? [] : shownIds)}
                />
              ),
              render: (row) => (
                <Checkbox
                  size={density === 'compact' ? 'xs' : 'sm'}
                  aria-label={intl.formatMessage({ id: 'engine.bulk.selectRow' }, { id: row.id })}
                  checked={selected.includes(row.id)}
                  onClick={(event) => event.stopPropagation()}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setSelected((ids) => (on ? [...ids, row.id] : ids.filter((id) => id !== row.id)));
                  }}
                />
              ),
            },
          ],
    [selectable, intl, selected, setSelected, allShownSelected, shownIds, density],
  );

  const fieldColumns = useMemo<DataTableColumn<ResourceRow>[]>(
    () =>
      def.columns.map((field, index) => {
        const Cell = cells?.[field];
        // A select field shows its option's label, as the form does.
        // A reference shows the label of what it points at (shownValueOf).
        const select = isWritable(def) && def.fields.some((f) => f.name === field && f.options);
        const shown = (value: unknown) =>
          select && value != null
            ? intl.formatMessage({ id: `resource.${def.name}.option.${field}.${String(value)}` })
            : value;
        const content = (row: ResourceRow) =>
          Cell ? (
            <Cell row={row} />
          ) : (
            <ResourceCell
              field={field}
              value={shown(shownValueOf(def, field, row))}
              format={def.columnFormats?.[field]}
            />
          );
        return {
          key: field,
          header: intl.formatMessage({ id: `resource.${def.name}.field.${field}` }),
          sortable: def.sortable.includes(field),
          // A CNPJ stays whole in the table; a phone card may wrap it after its slash.
          nowrap: def.columnFormats?.[field] === 'cnpj',
          // A row opens on click; its first cell is also a button, for the keyboard.
          render:
            opensDetail && index === 0
              ? (row) => (
                  <Anchor
                    component="button"
                    type="button"
                    title={intl.formatMessage({ id: 'resources.openDetail' })}
                    onClick={(event) => {
                      event.stopPropagation();
                      openDetail(row);
                    }}
                  >
                    {content(row)}
                  </Anchor>
                )
              : content,
        };
      }),
    [def, cells, intl, opensDetail, openDetail],
  );
  const columns = useMemo(() => [...selectColumn, ...fieldColumns], [selectColumn, fieldColumns]);
  const closeDetail = () => {
    if ((location.state as DetailOpenedState | null)?.detailOpenedFromList) void navigate(-1);
    else update({ detailId: undefined, page: state.page });
  };

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

  const rowActions = writable
    ? (row: ResourceRow) => (
        <ResourceRowActions
          def={writable}
          layout={layout}
          row={row}
          companyId={companyId}
          onToggleActive={toggleActive}
          onDelete={setToDelete}
        />
      )
    : undefined;

  const parentList = writable ? parentListHref(writable, layout) : undefined;
  const createPath =
    writable && mayAccess(writable, principal, 'create')
      ? createHref(pathsOf(writable, layout), { companyId, parentId })
      : undefined;
  const forbidden = list.isError && isForbidden(list.error);
  const neverFilled = list.isSuccess && list.data.total === 0 && !isNarrowed(state);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <PageTitle>
            <FormattedMessage id={`resource.${def.name}.title`} />
          </PageTitle>
          {list.isFetching && !list.isPending && <Loader size="xs" aria-hidden />}
        </Group>
        <Group gap="xs">
          {HeaderActions && <HeaderActions />}
          {spreadsheets && !forbidden && (
            <ResourceSheetActions def={def} layout={layout} query={query} onError={alerts.danger} />
          )}
          {parentList && (
            <Button variant="default" component={Link} to={parentList} leftSection={<BackIcon />}>
              <FormattedMessage id="resources.back" />
            </Button>
          )}
          {createPath && !forbidden && (
            <Button component={Link} to={createPath} leftSection={<IconPlus size={16} />}>
              <FormattedMessage id="resources.new" />
            </Button>
          )}
        </Group>
      </Group>
      <TimedAlert alert={alerts.alert} onClose={alerts.hide} />
      <Paper withBorder p={density === 'compact' ? 'sm' : 'md'} radius="md">
        {forbidden ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <>
            {(def.filters?.length ?? 0) > 0 && (
              <>
                <ResourceFilterBar
                  def={def}
                  values={state.filters}
                  onChange={(name, value) =>
                    update((now) => ({ filters: { ...now.filters, [name]: value } }))
                  }
                  onClear={() => update({ filters: {}, search: '' })}
                  compact={density === 'compact'}
                />
                <Divider my={density === 'compact' ? 'xs' : 'md'} />
              </>
            )}
            {selectable && (
              <ResourceBulkBar
                def={writable}
                actions={bulkActions}
                selected={selected}
                onClear={() => setSelected([])}
                onDone={alerts.success}
                onError={alerts.danger}
              >
                {spreadsheets && (
                  <ResourceSelectionExport def={def} query={query} ids={selected} onError={alerts.danger} />
                )}
                {selectionActions.map((Action, index) => (
                  <Action
                    key={index}
                    ids={selected}
                    onClear={() => setSelected([])}
                    onDone={alerts.success}
                    onError={alerts.danger}
                  />
                ))}
              </ResourceBulkBar>
            )}
            {list.isError ? (
              <LoadError error={list.error} onRetry={() => void list.refetch()} />
            ) : (
              <DataTable<ResourceRow>
                columns={columns}
                rows={list.data?.items ?? []}
                rowKey={(row) => row.id}
                total={list.data?.total ?? 0}
                page={state.page}
                pageSize={state.pageSize}
                onPageChange={(page) => update({ page }, { push: true })}
                onPageSizeChange={(pageSize) => update({ pageSize })}
                sort={state.sort}
                onSortChange={(sort) => update({ sort })}
                search={def.searchable.length > 0 ? search : undefined}
                onSearchChange={def.searchable.length > 0 ? setSearch : undefined}
                loading={list.isPending}
                actions={rowActions}
                onRowClick={opensDetail ? openDetail : undefined}
                phoneCards
                // Nine or ten columns share a laptop screen with the sidebar.
                horizontalSpacing={def.columns.length > 6 ? 8 : undefined}
                density={density}
                toolbar={
                  workingList && (
                    <SegmentedControl
                      size="xs"
                      aria-label={intl.formatMessage({ id: 'ui.table.density' })}
                      value={density}
                      onChange={(value) => setDensity(value === 'comfortable' ? 'comfortable' : 'compact')}
                      data={(['compact', 'comfortable'] as const).map((value) => ({
                        value,
                        label: intl.formatMessage({ id: `ui.table.density.${value}` }),
                      }))}
                    />
                  )
                }
              />
            )}
            {neverFilled && EmptyHint && <EmptyHint />}
          </>
        )}
      </Paper>
      {detail && <ResourceDetailDrawer def={def} id={state.detailId} onClose={closeDetail} view={detail} />}
      {writable && (
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
      )}
    </Stack>
  );
}
