// An organisation's resources: per resource type its limit, what it uses, what it granted
// its sub-organisations and what is left, with a warning past 80 % and at 100 % of the limit. The organisation is
// chosen among those of the tree (kept in the address); a sub-organisation's limits are created and changed here,
// within what its parent has left. The organisation chosen at sign-in has its limits from its dealer.
import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { limitLevel, shareTaken } from '../../platform/limitsRules';
import { resourceTypes, unlimited, type ResourceLimit, type ResourceType } from '../../platform/limitsTypes';
import type { Organization } from '../../platform/types';
import { useAccess } from '../../portal/portal';
import { replaceHashQuery } from '../../routes/hashQuery';
import { Callout } from '../../ui/Callout';
import { CardTable } from '../../ui/CardTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { Pill } from '../../ui/Pill';
import { RowActions } from '../../ui/RowActions';
import { Skeleton } from '../../ui/Skeleton';
import { useOrganizationFlows, type OrganizationPlace } from './flows';
import { LimitsDialog, type LimitsDialogMode } from './LimitsDialog';
import { quantityFormat, resourceNames } from './resourceLabels';
import { Subscriptions } from './Subscriptions';
import { nameOption } from '../../ui/Bidi';

export function ResourcesPanel({ root }: { root: Organization }) {
  const { t } = useLingui();
  const flows = useOrganizationFlows();
  const [treeMachine] = useState(() => flows.tree(root));
  const tree = useActorRef(treeMachine, { input: { query: null } });
  const place = useSelector(tree, selectAnswer<OrganizationPlace>);
  const search = useSearch();
  const [chosen, setChosen] = useState(() => new URLSearchParams(search).get('of') ?? root.resourceId);
  const organization = place?.rows.find((row) => row.organization.resourceId === chosen)?.organization ?? root;
  const choose = (resourceId: string) => {
    setChosen(resourceId);
    replaceHashQuery('/organizations', (query) => {
      if (resourceId === root.resourceId) query.delete('of');
      else query.set('of', resourceId);
    });
  };

  return (
    <Stack gap="md">
      <NativeSelect
        label={t`Resources of`}
        w={360}
        maw="100%"
        value={organization.resourceId}
        data={(place?.rows ?? [{ organization: root, depth: 0 }]).map((row) =>
          nameOption(row.organization.resourceId, `${'\u2003'.repeat(row.depth)}${row.organization.label}`),
        )}
        onChange={(event) => choose(event.currentTarget.value)}
      />
      <OrganizationResources key={organization.resourceId} organization={organization} changeable={organization.id !== root.id && organization.parentId !== undefined} />
      <Subscriptions key={`subscriptions-${organization.resourceId}`} orgResourceId={organization.resourceId} name={organization.label} />
    </Stack>
  );
}

function OrganizationResources({ organization, changeable }: { organization: Organization; changeable: boolean }) {
  const { t, i18n } = useLingui();
  const can = useAccess()?.ability.can('update', 'organizations') ?? false;
  const flows = useOrganizationFlows();
  const [machine] = useState(() => flows.resources(organization.resourceId));
  const resources = useActorRef(machine, { input: { query: null } });
  const stage = useSelector(resources, selectQueryStage);
  const limits = useSelector(resources, selectAnswer<ResourceLimit[]>);
  const error = useSelector(resources, selectQueryError);
  const [dialog, setDialog] = useState<LimitsDialogMode>();
  const name = organization.label;
  const editable = changeable && can;
  const missing = resourceTypes.filter((type) => !limits?.some((limit) => limit.resourceType === type));
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const written = (type: ResourceType, value: number) => quantityFormat(i18n.locale, type).format(value);
  const warnings = (limits ?? []).filter((limit) => limitLevel(limit) !== 'fine');

  return (
    <Stack gap="md">
      {stage === 'loading' && limits === undefined && <Skeleton label={t`Loading the resources of ${name}`} />}
      {stage === 'failed' && <LoadFailure title={t`The resources of ${name} could not be loaded`} error={error} onRetry={() => resources.send({ type: 'query.retry' })} />}
      {warnings.length > 0 && (
        <Callout tone="warning" title={t`Resources running short`}>
          <Stack gap={2}>
            {warnings.map((limit) => {
              const resource = i18n._(resourceNames[limit.resourceType]);
              const share = percent.format(shareTaken(limit) ?? 0);
              return (
                <Text key={limit.resourceType} size="sm">
                  {limitLevel(limit) === 'over'
                    ? t`${resource}: the limit is reached (${share} used or granted). Nothing more can be added until it is raised.`
                    : t`${resource}: ${share} of the limit is used or granted.`}
                </Text>
              );
            })}
          </Stack>
        </Callout>
      )}
      {limits && (
        <>
          {limits.length === 0 ? (
            <Text c="dimmed">{t`${name} has no limits yet.`}</Text>
          ) : (
            <CardTable minWidth={720}>
              <Table striped verticalSpacing="sm" aria-label={t`Resources of ${name}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t`Resource`}</Table.Th>
                    <Table.Th scope="col">{t`Limit`}</Table.Th>
                    <Table.Th scope="col">{t`Used`}</Table.Th>
                    <Table.Th scope="col">{t`Granted to sub-organizations`}</Table.Th>
                    <Table.Th scope="col">{t`Left`}</Table.Th>
                    {editable && <Table.Th scope="col">{t`Actions`}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {limits.map((limit) => {
                    const type = limit.resourceType;
                    const resource = i18n._(resourceNames[type]);
                    const level = limitLevel(limit);
                    return (
                      <Table.Tr key={type}>
                        <Table.Th scope="row" fw={600}>
                          {resource} {level === 'near' && <Pill tone="accent">{t`Over 80 %`}</Pill>}
                          {level === 'over' && <Pill tone="accent">{t`Limit reached`}</Pill>}
                        </Table.Th>
                        <Table.Td>{limit.quantity === unlimited ? t`Unlimited` : written(type, limit.quantity)}</Table.Td>
                        <Table.Td>{written(type, limit.used)}</Table.Td>
                        <Table.Td>{written(type, limit.granted)}</Table.Td>
                        <Table.Td>{limit.quantity === unlimited ? t`Unlimited` : written(type, Math.max(0, limit.quantity - limit.used - limit.granted))}</Table.Td>
                        {editable && (
                          <Table.Td>
                            <RowActions
                              label={t`Actions for ${resource}`}
                              actions={[{ label: t`Change limit`, name: t`Change the limit of ${resource}`, onClick: () => setDialog({ kind: 'update', limit }) }]}
                            />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </CardTable>
          )}
          {editable && missing.length > 0 && (
            <Group>
              <Button variant="default" onClick={() => setDialog({ kind: 'create', types: missing })}>{t`Add limits`}</Button>
            </Group>
          )}
          {!changeable && <Text size="sm" c="dimmed">{t`The limits of ${name} are set by its dealer.`}</Text>}
        </>
      )}
      {dialog && (
        <LimitsDialog
          organization={organization}
          mode={dialog}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            resources.send({ type: 'query.refresh' });
          }}
        />
      )}
    </Stack>
  );
}
