// Spec §6 sharing of a dashboard or flow: readers (r) and editors (r/w), given to one person or several at once,
// changed per person or for a selection, and taken away (which removes the person from both lists). The changes
// are a draft until saved; saving sends them, and removing access asks first, saying for how many people.
import { Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDelete } from '../../../ui/ConfirmDelete';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { Callout } from '../../../ui/Callout';
import { FormDialog } from '../../../ui/FormDialog';
import { useFormFlow } from '../../../ui/useFormFlow';
import { useDashboardLists } from '../listFlows';
import { AddPeopleForm } from './AddPeopleForm';
import { ShareTable } from './ShareTable';
import { grant, isEmptyPlan, revoke, sharePlan, type ShareEntry } from './shareList';

export interface ShareDialogProps {
  kind: 'dashboard' | 'flow';
  id: string;
  onClose: () => void;
  /** After the changes were saved (the dialog closes). */
  onSaved?: () => void;
}

export function ShareDialog({ kind, id, onClose, onSaved }: ShareDialogProps) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const { data, submitting, submitError, submit, load } = useFormFlow(
    () => flows.share(kind, id),
    () => {
      onSaved?.();
      onClose();
    },
  );

  return (
    <FormDialog
      title={data ? t`Share “${data.name}”` : kind === 'flow' ? t`Share flow` : t`Share dashboard`}
      onClose={onClose}
      {...load}
      loadingLabel={t`Loading who it is shared with`}
      loadFailedTitle={t`Who it is shared with could not be loaded`}
    >
      {data && (
        <ShareDraft
          owner={data.owner}
          stored={data.entries}
          saving={submitting}
          failure={submitError}
          onSave={submit}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}

interface ShareDraftProps {
  owner: string;
  stored: ShareEntry[];
  saving: boolean;
  failure: unknown;
  onSave: (draft: ShareEntry[]) => void;
  onCancel: () => void;
}

function ShareDraft({ owner, stored, saving, failure, onSave, onCancel }: ShareDraftProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(stored);
  const [confirming, setConfirming] = useState(false);
  const plan = sharePlan(stored, draft);
  const removed = plan.unshare.length;

  return (
    <Stack gap="md">
      <Text size="sm">{t`Owner: ${owner}. Readers can open it; editors can also change it.`}</Text>
      <AddPeopleForm owner={owner} disabled={saving} onAdd={(users, permission) => setDraft(grant(draft, users, permission))} />
      <ShareTable
        entries={draft}
        disabled={saving}
        onGrant={(users, permission) => setDraft(grant(draft, users, permission))}
        onRevoke={(users) => setDraft(revoke(draft, users))}
      />
      {failure !== undefined && (
        <Callout tone="error" title={t`The sharing was not saved`}>
          <ErrorMessage error={failure} />
        </Callout>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {isEmptyPlan(plan)
            ? t`No changes.`
            : t`Unsaved: ${plan.readers.length} as readers, ${plan.editors.length} as editors, ${removed} removed.`}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t`Cancel`}
          </Button>
          <Button
            loading={saving}
            disabled={isEmptyPlan(plan)}
            onClick={() => (removed > 0 ? setConfirming(true) : onSave(draft))}
          >
            {t`Save`}
          </Button>
        </Group>
      </Group>
      <ConfirmDelete
        opened={confirming}
        title={t`Remove access`}
        confirmLabel={t`Remove and save`}
        acting={saving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSave(draft);
        }}
      >
        <Plural
          value={removed}
          one={`${plan.unshare.join(', ')} will no longer be able to open it.`}
          other={`These # people will no longer be able to open it: ${plan.unshare.join(', ')}.`}
        />
      </ConfirmDelete>
    </Stack>
  );
}
