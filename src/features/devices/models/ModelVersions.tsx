// A model's versions (facts §5 getModelVersions), the newest first, each with when it was made: the model's details
// beside its row, the version the person came from marked.
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../../machines/liveQuery.machine';
import type { Model, ModelVersion } from '../../../platform/mappingTypes';
import { CardTable } from '../../../ui/CardTable';
import { DateTime } from '../../../ui/DateTime';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Spinner } from '../../../ui/Spinner';
import { useModelFlows } from './flows';

export interface ModelVersionsProps {
  organization: string;
  /** The version whose row the person opened them from. */
  model: Model;
  onClose: () => void;
}

export function ModelVersions({ organization, model, onClose }: ModelVersionsProps) {
  const { t } = useLingui();
  const flows = useModelFlows();
  const [machine] = useState(() => flows.modelVersions(organization));
  const query = useActorRef(machine, { input: { query: { name: model.name } } });
  const stage = useSelector(query, selectQueryStage);
  const versions = useSelector(query, selectAnswer<ModelVersion[]>);
  const error = useSelector(query, selectQueryError);
  const name = model.name;

  return (
    <section aria-labelledby="model-versions">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="model-versions">
            {t`Versions of ${name}`}
          </Title>
          <Button variant="default" onClick={onClose}>
            {t`Close versions`}
          </Button>
        </Group>
        {stage === 'failed' ? (
          <LoadFailure title={t`The versions could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />
        ) : versions === undefined ? (
          <Spinner label={t`Loading the versions`} />
        ) : (
          <CardTable minWidth={420}>
            <Table striped verticalSpacing="xs" aria-label={t`Versions of ${name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Version`}</Table.Th>
                  <Table.Th scope="col">{t`Made`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.map(({ id, version, creationDate }) => (
                  <Table.Tr key={id} aria-current={version === model.version ? 'true' : undefined}>
                    <Table.Th scope="row" fw={version === model.version ? 700 : 400}>
                      {version}
                      {version === model.version && (
                        <Text span size="sm" c="dimmed">
                          {' '}
                          {t`(opened)`}
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td>
                      <DateTime value={creationDate} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </Stack>
    </section>
  );
}
