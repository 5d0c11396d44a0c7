// Spec §7 CSV export: the data the latest version of a dashboard shows, over a period the person picks (the last
// hour unless they choose otherwise), downloaded as `<dashboard name>.csv`.
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { Callout } from '../../../ui/Callout';
import { DateTimeInput } from '../../../ui/DateFields';
import { downloadFile } from '../../../ui/download';
import { useFormFlow } from '../../../ui/useFormFlow';
import { csvFileName, exportRange, maxExportDays, type ExportChoice, type ExportPeriod, type ExportRangeProblem } from './exportRange';
import { useDashboardLists } from '../listFlows';

export interface ExportDialogProps {
  dashboardId: string;
  /** Names the file. */
  name: string;
  /** Slot name → device, when the viewer shows other devices than the dashboard's defaults. */
  slotDevices?: Record<string, string>;
  onClose: () => void;
}

export function ExportDialog({ dashboardId, name, slotDevices, onClose }: ExportDialogProps) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const { stage, submitting, submitError, submit } = useFormFlow(
    () => flows.exportCsv(dashboardId),
    (csv) => {
      downloadFile(csvFileName(name), csv, 'text/csv;charset=utf-8');
      onClose();
    },
  );
  const [period, setPeriod] = useState<ExportPeriod | 'custom'>('hour');
  const [custom, setCustom] = useState({ since: '', to: '' });
  const [problem, setProblem] = useState<ExportRangeProblem>();

  const periods: Record<ExportPeriod | 'custom', string> = {
    hour: t`Last hour`,
    sixHours: t`Last 6 hours`,
    day: t`Last 24 hours`,
    week: t`Last 7 days`,
    custom: t`From… to…`,
  };
  const problems: Record<ExportRangeProblem, string> = {
    incomplete: t`Enter both the start and the end.`,
    order: t`The start must be before the end.`,
    tooLong: t`One export covers at most ${maxExportDays} days.`,
  };

  return (
    <Modal opened onClose={onClose} title={t`Export “${name}” as CSV`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const choice: ExportChoice = period === 'custom' ? { period, ...custom } : { period };
          const range = exportRange(choice, Date.now());
          if ('problem' in range) return setProblem(range.problem);
          setProblem(undefined);
          submit({ ...range, ...(slotDevices ? { deviceSlots: slotDevices } : {}) });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t`The file holds every value the latest version of the dashboard shows, one row per sample.`}</Text>
          <Radio.Group label={t`Period`} value={period} onChange={(value) => setPeriod(value as ExportPeriod | 'custom')}>
            <Stack gap="xs" mt="xs">
              {Object.entries(periods).map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </Stack>
          </Radio.Group>
          {period === 'custom' && (
            <Group grow align="flex-start">
              <DateTimeInput label={t`From`} value={custom.since} onChange={(since) => setCustom({ ...custom, since })} />
              <DateTimeInput label={t`To`} value={custom.to} onChange={(to) => setCustom({ ...custom, to })} />
            </Group>
          )}
          {problem && (
            <Text c="red.8" size="sm" role="alert">
              {problems[problem]}
            </Text>
          )}
          {submitError !== undefined && (
            <Callout tone="error" title={t`The data could not be exported`}>
              <ErrorMessage error={submitError} />
            </Callout>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={submitting} disabled={stage === 'loading'}>
              {t`Download CSV`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
