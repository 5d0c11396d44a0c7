// What a device configured by a preset is told (spec §7 "deviceConfiguration"): per device tag (per path for a formula,
// worked out on the device from its tags), the model path it feeds, its type, how often a change is sent and whether
// history is kept.
import { Modal, Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../../machines/liveQuery.machine';
import type { DeviceConfiguration } from '../../../platform/mappingTypes';
import type { PresetSummary } from '../../../platform/presetClient';
import { CardTable } from '../../../ui/CardTable';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Spinner } from '../../../ui/Spinner';
import { useModelFlows } from './flows';

export function DeviceConfigurationDialog({ organization, preset, onClose }: { organization: string; preset: PresetSummary; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const flows = useModelFlows();
  const [machine] = useState(() => flows.deviceConfiguration(organization));
  const query = useActorRef(machine, { input: { query: { presetId: preset.id } } });
  const stage = useSelector(query, selectQueryStage);
  const configuration = useSelector(query, selectAnswer<DeviceConfiguration>);
  const error = useSelector(query, selectQueryError);
  const seconds = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });

  return (
    <Modal opened onClose={onClose} size="xl" title={t`Device configuration of ${preset.name}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {stage === 'failed' && configuration === undefined ? (
        <LoadFailure title={t`The device configuration could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />
      ) : configuration === undefined ? (
        <Spinner label={t`Loading the device configuration`} />
      ) : (
        <CardTable minWidth={600}>
          <Table striped verticalSpacing="xs" aria-label={t`Device configuration of ${preset.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Device tag`}</Table.Th>
                <Table.Th scope="col">{t`Model path`}</Table.Th>
                <Table.Th scope="col">{t`Type`}</Table.Th>
                <Table.Th scope="col">{t`Sent`}</Table.Th>
                <Table.Th scope="col">{t`History`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(configuration.properties).map(([tag, property]) => {
                const interval = property.sendPolicy?.triggers[0]?.minIntervalMs ?? 0;
                const every = seconds.format(interval / 1000);
                return (
                  <Table.Tr key={tag}>
                    <Table.Th scope="row">
                      {property.datalink?.type === 'formula' ? (
                        <>
                          {t`Formula`} <code>{property.datalink.source}</code>
                        </>
                      ) : (
                        tag
                      )}
                    </Table.Th>
                    <Table.Td>{property.modelPath}</Table.Td>
                    <Table.Td>{property.type}</Table.Td>
                    <Table.Td>{interval === 0 ? t`On every change` : t`On change, at most every ${every} s`}</Table.Td>
                    <Table.Td>{property.historyPolicy?.enabled ? t`Kept` : t`Not kept`}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </CardTable>
      )}
    </Modal>
  );
}
