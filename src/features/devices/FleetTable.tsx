// One page of the fleet: each device with the columns the person chose (its model, whether it is online, when it was
// last seen by the server's clock, its tags, its groups), and the actions the person may take on it. A long page
// draws only the rows near the view (src/ui/WindowedRows.tsx); the table tells assistive technology how many rows
// it has and where each drawn one sits.
import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { CardTable } from '../../ui/CardTable';
import { formatSilence } from '../../ui/formatSilence';
import { Name, showBidiControls } from '../../ui/Bidi';
import { Pill } from '../../ui/Pill';
import { RowActions } from '../../ui/RowActions';
import { usePhoneWidth } from '../../ui/phone';
import { WindowedBody, windowedFrom } from '../../ui/WindowedRows';
import { useFleetColumnLabels } from './ColumnPicker';
import type { FleetColumn } from './fleetColumns';
import type { FleetDevice } from './flows';
import classes from './devices.module.css';

export interface FleetTableProps {
  devices: FleetDevice[];
  /** The optional columns shown, in the table's order. */
  columns: readonly FleetColumn[];
  canUpdate: boolean;
  canDelete: boolean;
  busy: boolean;
  /** With a set, rows can be selected for actions on several devices. */
  selection?: { selected: ReadonlySet<string>; onSelect: (deviceIds: string[], selected: boolean) => void };
  /** These three, and the selection's `onSelect`, keep their identity across renders: the rows are memoised. */
  onOpen: (device: FleetDevice) => void;
  onEdit: (device: FleetDevice) => void;
  onDelete: (device: FleetDevice) => void;
}

export function FleetTable({ devices, columns, canUpdate, canDelete, busy, selection, onOpen, onEdit, onDelete }: FleetTableProps) {
  const { t } = useLingui();
  const phone = usePhoneWidth();
  const windowed = devices.length > windowedFrom;
  const labels = useFleetColumnLabels();

  return (
    <CardTable minWidth={820}>
      <Table
        striped={!windowed}
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t`Devices`}
        aria-busy={busy}
        aria-rowcount={windowed ? devices.length + 1 : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th scope="col">
                <Checkbox
                  aria-label={t`Select every device on this page`}
                  checked={devices.length > 0 && devices.every(({ deviceId }) => selection.selected.has(deviceId))}
                  indeterminate={devices.some(({ deviceId }) => selection.selected.has(deviceId)) && !devices.every(({ deviceId }) => selection.selected.has(deviceId))}
                  onChange={(event) => selection.onSelect(devices.map(({ deviceId }) => deviceId), event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <Table.Th scope="col">{t`Device`}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {labels[column]}
              </Table.Th>
            ))}
            {(canUpdate || canDelete) && <Table.Th scope="col">{t`Actions`}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <WindowedBody
          count={devices.length}
          estimatedHeight={phone ? cardHeight : rowHeight}
          row={(index, measure) => {
            const device = devices[index] as FleetDevice;
            return (
              <FleetRow
                key={device.deviceId}
                device={device}
                index={index}
                columns={columns}
                canUpdate={canUpdate}
                canDelete={canDelete}
                busy={busy}
                selected={selection?.selected.has(device.deviceId)}
                onSelect={selection?.onSelect}
                measure={measure}
                onOpen={onOpen}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            );
          }}
        />
      </Table>
    </CardTable>
  );
}

interface FleetRowProps extends Pick<FleetTableProps, 'columns' | 'canUpdate' | 'canDelete' | 'busy' | 'onOpen' | 'onEdit' | 'onDelete'> {
  device: FleetDevice;
  /** Its place in the page. */
  index: number;
  /** Whether it is selected; absent when rows cannot be selected. */
  selected?: boolean;
  onSelect?: (deviceIds: string[], selected: boolean) => void;
  /** The windowed rows' measure (src/ui/WindowedRows.tsx); absent when every row is drawn. */
  measure?: (row: HTMLTableRowElement | null) => void;
}

/**
 * One device. Drawn again only when its own props change (its device, its selection, the page busy): scrolling a
 * long page then draws only the rows coming into view, not every drawn row each frame. The callbacks it is given
 * must keep their identity across the screen's renders.
 */
const FleetRow = memo(function FleetRow({ device, index, columns, canUpdate, canDelete, busy, selected, onSelect, measure, onOpen, onEdit, onDelete }: FleetRowProps) {
  const { t, i18n } = useLingui();
  const name = showBidiControls(device.label);
  const shows = (column: FleetColumn) => columns.includes(column);
  const list = (values: string[] | undefined, label: string) =>
    (values ?? []).length > 0 ? (
      <ul className={classes.tags} aria-label={label}>
        {values?.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    ) : (
      <Text span size="sm" c="dimmed">{t`None`}</Text>
    );
  return (
    <Table.Tr ref={measure} data-index={index} aria-rowindex={measure && index + 2}>
      {onSelect && (
        <Table.Td>
          <Checkbox
            aria-label={t`Select device ${name}`}
            checked={selected ?? false}
            onChange={(event) => onSelect([device.deviceId], event.currentTarget.checked)}
          />
        </Table.Td>
      )}
      <Table.Th scope="row" fw={600}>
        {/* The device's id is for support: its panel shows it. */}
        <Anchor component="button" type="button" fw={600} ta="start" onClick={() => onOpen(device)}>
          <Name>{device.label}</Name>
        </Anchor>
      </Table.Th>
      {shows('model') && (
        <Table.Td>
          {device.modelName} <Text span size="sm" c="dimmed">{device.modelVersion}</Text>
        </Table.Td>
      )}
      {shows('connection') && (
        <Table.Td>{device.connected ? <Pill tone="positive">{t`Online`}</Pill> : <Pill tone="neutral">{t`Offline`}</Pill>}</Table.Td>
      )}
      {shows('lastSeen') && (
        <Table.Td>{device.connected ? t`Now` : device.silentFor === undefined ? t`Unknown` : formatSilence(device.silentFor, i18n.locale)}</Table.Td>
      )}
      {shows('tags') && <Table.Td>{list(device.tags, t`Tags of ${name}`)}</Table.Td>}
      {shows('groups') && <Table.Td>{list(device.groups, t`Groups of ${name}`)}</Table.Td>}
      {(canUpdate || canDelete) && (
        <Table.Td>
          <RowActions
            label={t`Actions for device ${name}`}
            actions={[
              canUpdate && { label: t`Edit`, name: t`Edit device ${name}`, onClick: () => onEdit(device), disabled: busy },
              canDelete && { label: t`Delete`, name: t`Delete device ${name}`, onClick: () => onDelete(device), disabled: busy, danger: true },
            ]}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
});

/** A row's height before it is measured: a device's line; on a phone, a card of its columns. */
const rowHeight = 66;
const cardHeight = 330;

