// /log's main tab: who did what to which entity and when (actor, impersonated person, the entity's kind and name,
// the event, in words: auditNames.ts),
// newest first, a page at a time from the service under the filter kept in the address; each event's change opens
// as a before/after difference, and the export holds exactly the filtered set.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { AuditEvent } from '../../platform/auditTypes';
import { replaceHashQuery } from '../../routes/hashQuery';
import { CardTable } from '../../ui/CardTable';
import { DateTime } from '../../ui/DateTime';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { AuditExport } from './AuditExport';
import { AuditFilters } from './AuditFilters';
import { auditEntityText, eventLabel } from './auditNames';
import { auditFilterFromKey, auditFormFromSearch, auditFormKey, writeAuditForm, type AuditFilterForm } from './auditView';
import { ChangeDialog } from './ChangeDialog';
import { useAuditFlows } from './flows';

const pageSize = 20;

export function AuditLog({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const flows = useAuditFlows();
  const address = useSearch();
  const [applied, setApplied] = useState(() => auditFormFromSearch(address));
  const log = usePagedList(() => flows.log(organization), { pageSize, filter: auditFormKey(applied) });
  const { list, stage, page } = log;
  const [shown, setShown] = useState<AuditEvent>();
  const filtered = auditFormKey(applied) !== '';

  const apply = (form: AuditFilterForm) => {
    setApplied(form);
    replaceHashQuery('/log', (params) => writeAuditForm(params, form));
    list.send({ type: 'user.filter', filter: auditFormKey(form) });
  };

  return (
    <Stack gap="md">
      <AuditFilters applied={applied} onApply={apply} />
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" aria-live="polite">
          {page && (filtered ? <Plural value={page.totalElements} one="# event matches" other="# events match" /> : <Plural value={page.totalElements} one="# event" other="# events" />)}
        </Text>
        {page && <AuditExport organization={organization} filter={auditFilterFromKey(auditFormKey(applied))} />}
      </Group>
      <PagedListBody
        paged={log}
        labels={{
          loading: t`Loading the audit log`,
          failed: t`The audit log could not be loaded`,
          empty: t`Nothing has been changed in this organization yet. Every change made here is listed as it happens.`,
          noMatch: t`No event matches the filters.`,
          actionFailed: '',
        }}
        searching={filtered}
        pagerLabel={t`Pages of the audit log`}
      >
        {(items) => (
          <CardTable minWidth={820}>
            <Table striped verticalSpacing="sm" aria-label={t`Audit log`} aria-busy={stage === 'loading'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`When`}</Table.Th>
                  <Table.Th scope="col">{t`Actor`}</Table.Th>
                  <Table.Th scope="col">{t`Entity`}</Table.Th>
                  <Table.Th scope="col">{t`Event`}</Table.Th>
                  <Table.Th scope="col">{t`Change`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((event) => {
                  const entity = auditEntityText(event, i18n);
                  const what = eventLabel(event.event, i18n);
                  const impersonated = event.impersonatedUsername;
                  return (
                    <Table.Tr key={event.id}>
                      <Table.Th scope="row" fw="normal">
                        <DateTime value={event.timestamp} />
                      </Table.Th>
                      <Table.Td>
                        {event.actorUsername}
                        {impersonated && (
                          <Text size="sm" c="dimmed">
                            <Trans>acting as {impersonated}</Trans>
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{entity}</Table.Td>
                      <Table.Td>{what}</Table.Td>
                      <Table.Td>
                        <Button variant="subtle" size="compact-sm" aria-label={t`Show the change to ${entity}, ${what}`} onClick={() => setShown(event)}>
                          {t`Show change`}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </PagedListBody>
      {shown && <ChangeDialog event={shown} onClose={() => setShown(undefined)} />}
    </Stack>
  );
}
