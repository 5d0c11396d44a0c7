// Export of exactly the filtered audit log: the service writes every event the applied filter matches (all pages)
// as CSV, downloaded as audit-log.csv. Each press runs its own export flow; a failure says why beside the button,
// and pressing again retries it.
import { Button, Stack } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import type { AuditFilter } from '../../platform/auditTypes';
import { Callout } from '../../ui/Callout';
import { downloadFile } from '../../ui/download';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useAuditFlows } from './flows';

export function AuditExport({ organization, filter }: { organization: string; filter: AuditFilter }) {
  const { t } = useLingui();
  const [runs, setRuns] = useState(0);
  const [running, setRunning] = useState(false);
  return (
    <Stack gap="xs" align="flex-end">
      <Button variant="default" loading={running} onClick={() => setRuns((count) => count + 1)}>
        {t`Export CSV`}
      </Button>
      {runs > 0 && <ExportRun key={runs} organization={organization} filter={filter} onRunning={setRunning} />}
    </Stack>
  );
}

function ExportRun({ organization, filter, onRunning }: { organization: string; filter: AuditFilter; onRunning: (running: boolean) => void }) {
  const { t } = useLingui();
  const flows = useAuditFlows();
  const [machine] = useState(() => flows.exportCsv(organization));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.context.result !== undefined) downloadFile('audit-log.csv', snapshot.context.result, 'text/csv;charset=utf-8');
  });
  const stage = useSelector(flow, selectStage);
  const error = useSelector(flow, selectError);

  useEffect(() => {
    if (stage === 'editing') flow.send({ type: 'user.submit', draft: filter });
    onRunning(stage === 'loading' || stage === 'editing' || stage === 'submitting');
  }, [stage, flow, filter, onRunning]);

  return stage === 'submitFailed' ? (
    <Callout tone="error" title={t`The audit log could not be exported`}>
      <ErrorMessage error={error} />
    </Callout>
  ) : null;
}
