// /trackingShippingCompany/boardLimit/create|edit/{id}: the engine's form of a board limit, whose
// status select offers only the chosen board's columns (the server refuses any other), and a
// change of board lets go of a status that is not one of the new board's.
import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { BOARD_KINDS, BOARD_STATUSES, isStatusOfBoard } from '@/domain/shipping-company/board-limits';
import { boardLimitResource } from '@/domain/shipping-company/resources/board-limit';
import ResourceFormPage, {
  type FieldControlProps,
  type FieldControls,
} from '@/features/resources/resource-form-page';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function useOption(props: FieldControlProps) {
  const intl = useIntl();
  return (option: string) =>
    intl.formatMessage({ id: `resource.${props.resource}.option.${props.field.name}.${option}` });
}

function BoardControl(props: FieldControlProps) {
  const intl = useIntl();
  const option = useOption(props);
  return (
    <Select
      label={intl.formatMessage({ id: `resource.${props.resource}.field.${props.field.name}` })}
      error={props.error}
      withAsterisk
      allowDeselect={false}
      placeholder={intl.formatMessage({ id: 'resources.choose' })}
      value={text(props.value) || null}
      data={BOARD_KINDS.map((board) => ({ value: board, label: option(board) }))}
      onChange={(board) => {
        const status = text(props.values.status);
        const keeps = board !== null && isStatusOfBoard(board, status);
        props.change({ [props.field.name]: board ?? '', ...(keeps ? {} : { status: '' }) });
      }}
    />
  );
}

function StatusControl(props: FieldControlProps) {
  const intl = useIntl();
  const option = useOption(props);
  const board = text(props.values.quadro);
  const statuses = BOARD_STATUSES[board as keyof typeof BOARD_STATUSES] ?? [];
  return (
    <Select
      label={intl.formatMessage({ id: `resource.${props.resource}.field.${props.field.name}` })}
      error={props.error}
      withAsterisk
      allowDeselect={false}
      disabled={statuses.length === 0}
      description={
        statuses.length === 0 ? intl.formatMessage({ id: 'resource.boardLimit.hint.status' }) : undefined
      }
      placeholder={intl.formatMessage({ id: 'resources.choose' })}
      value={text(props.value) || null}
      data={statuses.map((status) => ({ value: status, label: option(status) }))}
      onChange={(status) => props.onChange(status ?? '')}
    />
  );
}

const CONTROLS: FieldControls = { quadro: BoardControl, status: StatusControl };

export function BoardLimitFormPage() {
  return <ResourceFormPage def={boardLimitResource} layout="shippingCompany" controls={CONTROLS} />;
}
