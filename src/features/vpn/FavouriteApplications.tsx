// The person's favourite applications (spec §7 preferences): each opened again on its endpoint with one click, or
// removed. Favourites are marked where an endpoint's applications are listed (LaunchDialog).
import { Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { CardTable } from '../../ui/CardTable';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { RowActions } from '../../ui/RowActions';
import { Spinner } from '../../ui/Spinner';
import { LaunchOutcome, useLaunch } from './Launch';
import { useFavourites } from './useFavourites';

export function FavouriteApplications({ organization }: { organization: string }) {
  const { t } = useLingui();
  const { stage, favourites, error, retry, changing, changeError, remove } = useFavourites(organization);
  // A favourite is the person's own and names no domain: it opens in the organisation the token is for.
  const { step, launch } = useLaunch(undefined);

  return (
    <section aria-labelledby="favourite-applications">
      <Title order={2} size="h3" id="favourite-applications" mb="xs">
        {t`Your favourites`}
      </Title>
      {favourites === undefined ? (
        stage === 'failed' ? (
          <LoadFailure tone="warning" title={t`Your favourites could not be loaded`} error={error} onRetry={retry} />
        ) : (
          <Spinner label={t`Loading your favourites`} />
        )
      ) : favourites.length === 0 ? (
        <Text c="dimmed">{t`No favourites yet. Mark an application as a favourite where an endpoint's applications are listed (the gateway's endpoints).`}</Text>
      ) : (
        <Stack gap="sm">
          {changeError !== undefined && (
            <Callout tone="error" title={t`The favourite was not removed`}>
              <ErrorMessage error={changeError} />
            </Callout>
          )}
          <CardTable minWidth={560}>
            <Table striped verticalSpacing="xs" aria-label={t`Your favourites`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Application`}</Table.Th>
                  <Table.Th scope="col">{t`Endpoint`}</Table.Th>
                  <Table.Th scope="col">{t`Gateway`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {favourites.map((favourite) => {
                  const where = t`${favourite.application} on ${favourite.endpoint}`;
                  return (
                    <Table.Tr key={favourite.id}>
                      <Table.Th scope="row">{favourite.application}</Table.Th>
                      <Table.Td>{favourite.endpoint}</Table.Td>
                      <Table.Td>{favourite.gateway}</Table.Td>
                      <Table.Td>
                        <RowActions
                          label={t`Actions for ${where}`}
                          actions={[
                            {
                              label: t`Launch`,
                              name: t`Launch ${where}`,
                              disabled: step.kind === 'busy',
                              onClick: () => launch({ gatewayName: favourite.gateway, endpointName: favourite.endpoint, actionName: favourite.application }),
                            },
                            { label: t`Remove`, name: t`Remove ${where} from favourites`, disabled: changing, danger: true, onClick: () => remove(favourite.id) },
                          ]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </CardTable>
          <LaunchOutcome step={step} />
        </Stack>
      )}
    </section>
  );
}
