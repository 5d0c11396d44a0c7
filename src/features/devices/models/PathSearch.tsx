// The paths of the organisation's models that contain a text (facts §5 searchModelsPaths), searched on the server as
// the person types: which model and version holds each, and its type.
import { Stack, Table, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Plural, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../../machines/liveQuery.machine';
import type { ModelPathMatch } from '../../../platform/mappingTypes';
import { CardTable } from '../../../ui/CardTable';
import { LoadFailure } from '../../../ui/LoadFailure';
import { useModelFlows } from './flows';

export function PathSearch({ organization }: { organization: string }) {
  const { t } = useLingui();
  const flows = useModelFlows();
  const [text, setText] = useState('');
  return (
    <section aria-labelledby="model-path-search">
      <Stack gap="sm">
        <Title order={2} size="h3" id="model-path-search">
          {t`Search paths`}
        </Title>
        <TextInput
          label={t`Path contains`}
          description={t`Finds the models whose paths contain the text, e.g. Temperature.`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {text.trim() !== '' && <Matches organization={organization} text={text.trim()} machine={flows.pathSearch} />}
      </Stack>
    </section>
  );
}

function Matches({ organization, text, machine: make }: { organization: string; text: string; machine: ReturnType<typeof useModelFlows>['pathSearch'] }) {
  const { t } = useLingui();
  const [machine] = useState(() => make(organization));
  const query = useActorRef(machine, { input: { query: { text } } });
  // Each pause in the typing asks again (the query lets the text settle first); the first text was asked at start.
  const asked = useRef(text);
  useEffect(() => {
    if (asked.current === text) return;
    asked.current = text;
    query.send({ type: 'query.change', query: { text }, settle: true });
  }, [query, text]);
  const stage = useSelector(query, selectQueryStage);
  const answer = useSelector(query, selectAnswer<{ matches: ModelPathMatch[]; total: number }>);
  const error = useSelector(query, selectQueryError);
  if (stage === 'failed') return <LoadFailure title={t`The paths could not be searched`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />;
  if (answer === undefined) return null;
  const shown = answer.matches.length;
  return (
    <>
      <Text size="sm" aria-live="polite">
        {answer.total > shown ? (
          t`The first ${shown} of ${answer.total} paths`
        ) : (
          <Plural value={answer.total} _0="No path contains the text." one="# path" other="# paths" />
        )}
      </Text>
      {shown > 0 && (
        <CardTable minWidth={520}>
          <Table striped verticalSpacing="xs" aria-label={t`Paths found`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Path`}</Table.Th>
                <Table.Th scope="col">{t`Model`}</Table.Th>
                <Table.Th scope="col">{t`Type`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.matches.map((match) => (
                <Table.Tr key={`${match.modelId}/${match.path}`}>
                  <Table.Th scope="row">{match.path}</Table.Th>
                  <Table.Td>
                    {match.modelName} {match.modelVersion}
                  </Table.Td>
                  <Table.Td>{match.type}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardTable>
      )}
    </>
  );
}
