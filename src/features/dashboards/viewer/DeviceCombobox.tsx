// A device chosen by searching the organisation's devices on the server: the slot pickers of the viewer and the
// editor's "new slot" field. Typing waits for a pause, then the first page of matches (of the slot's model) shows;
// more matches are narrowed by typing, never listed whole. The search runs only while the list is open, so a
// dashboard with pickers costs no device request until someone opens one.
import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { selectListError } from '../../../../machines/pagedList.machine';
import { describeError } from '../../../platform/errors';
import { Name, showBidiControls } from '../../../ui/Bidi';
import { usePagedList } from '../../../ui/usePagedList';
import type { DeviceChoice } from '../loadedDashboard';
import { deviceSearchPageSize, useDashboardFlows } from '../viewerFlows';
import classes from './viewer.module.css';

export interface DeviceComboboxProps {
  organization: string;
  /** Only devices of this model; absent: every device. */
  modelName?: string;
  label: string;
  /** The device chosen now, when known (its label shows). */
  selected?: DeviceChoice;
  /** The id chosen now, when its device is not known (gone, or not read yet). */
  selectedId?: string;
  placeholder?: string;
  onPick: (device: DeviceChoice) => void;
}

export function DeviceCombobox({ organization, modelName, label, selected, selectedId, placeholder, onPick }: DeviceComboboxProps) {
  const { t } = useLingui();
  const id = useId();
  // null: not typing, the field shows the chosen device; a string: what is being searched for.
  const [search, setSearch] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch(null);
    },
  });
  const deviceId = selectedId;
  const shown = selected ? showBidiControls(selected.label) : deviceId ? t`Unknown device ${deviceId}` : '';

  return (
    <Combobox store={combobox} size="xs" onOptionSubmit={() => combobox.closeDropdown()}>
      <Combobox.Target targetType="input" withExpandedAttribute autoComplete="off">
        <InputBase
          id={id}
          size="xs"
          label={label}
          className={classes.picker}
          value={search ?? shown}
          placeholder={placeholder ?? t`Search devices`}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.openDropdown()}
          onFocus={(event) => {
            event.currentTarget.select();
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.resetSelectedOption();
            setSearch(event.currentTarget.value);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {combobox.dropdownOpened ? (
          <DeviceOptions
            organization={organization}
            modelName={modelName}
            search={search ?? ''}
            selectedId={selected?.deviceId ?? selectedId}
            labelledBy={`${id}-label`}
            onPick={onPick}
          />
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** The open list: its own search flow, started when the list opens and stopped (its request aborted) when it closes. */
function DeviceOptions({
  organization,
  modelName,
  search,
  selectedId,
  labelledBy,
  onPick,
}: {
  organization: string;
  modelName: string | undefined;
  search: string;
  selectedId: string | undefined;
  labelledBy: string;
  onPick: (device: DeviceChoice) => void;
}) {
  const { t, i18n } = useLingui();
  const flows = useDashboardFlows();
  const { list, stage, page, query } = usePagedList(() => flows.deviceSearch(organization), {
    pageSize: deviceSearchPageSize,
    ...(modelName ? { filter: modelName } : {}),
  });

  // What is typed goes to the flow, which waits for a pause before asking the service.
  const sent = useRef('');
  useEffect(() => {
    if (sent.current === search) return;
    sent.current = search;
    list.send({ type: 'user.search', search });
  }, [search, list]);

  const failure = useSelector(list, selectListError);
  const items = page?.items ?? [];
  const typed = query.search.trim();
  const count = items.length;
  const status =
    stage === 'failed'
      ? `${t`The devices could not be searched.`} ${i18n._(describeError(failure))}`
      : !page
        ? t`Searching devices…`
        : items.length === 0
          ? typed
            ? t`No device matches “${typed}”.`
            : t`No devices of this model.`
          : page.totalPages > 1
            ? t`The first ${count} matches. Type to narrow the search.`
            : undefined;

  return (
    <>
      <Combobox.Options labelledBy={labelledBy} className={classes.options} aria-busy={stage === 'loading'}>
        {items.map((device) => (
          <Combobox.Option
            key={device.deviceId}
            value={device.deviceId}
            active={device.deviceId === selectedId}
            aria-selected={device.deviceId === selectedId}
            onClick={() => onPick(device)}
          >
            <span className={classes.optionLabel}>
              {device.deviceId === selectedId ? <span aria-hidden="true">✓ </span> : null}
              <Name>{device.label}</Name>
            </span>
            <span className={classes.optionId}>{device.deviceId}</span>
          </Combobox.Option>
        ))}
      </Combobox.Options>
      {status === undefined ? null : (
      <Combobox.Footer className={items.length > 0 ? classes.optionsFooter : `${classes.optionsFooter} ${classes.optionsFooterAlone}`}>
        <span role={stage === 'failed' ? 'alert' : 'status'} className={classes.optionsStatus}>
          {stage === 'loading' ? <Loader size={12} aria-hidden="true" /> : null}
          {status}
        </span>
        {stage === 'failed' ? (
          <button
            type="button"
            className={classes.retry}
            // The field keeps the focus, so the list stays open.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => list.send({ type: 'user.reload' })}
          >
            {t`Try again`}
          </button>
        ) : null}
      </Combobox.Footer>
      )}
    </>
  );
}
