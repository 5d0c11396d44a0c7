// The audit log's filter: who (actor or impersonated person, in part), which entity (its type, its id in part),
// which event, and from when to when. Applied as a whole (Apply, or Enter in any field), so the list and the export
// always answer the same filter; a part that cannot be applied is refused at its field with the reason. On a phone
// they fold behind the lists' one "Filters" button, counting those the list shows now.
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PhoneFilters } from '../../kit/PhoneFilters';
import { maxAuditFilterText } from '../../platform/auditQuery';
import { DateTimeInput } from '../../ui/DateFields';
import { auditEntityTypeChoices, auditEventChoices, eventLabel } from './auditNames';
import { auditFormProblems, emptyAuditForm, type AuditFilterForm, type AuditFormProblem } from './auditView';

export interface AuditFiltersProps {
  /** The filter the list shows now. */
  applied: AuditFilterForm;
  onApply: (form: AuditFilterForm) => void;
}

export function AuditFilters({ applied, onApply }: AuditFiltersProps) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(applied);
  const [problems, setProblems] = useState<ReturnType<typeof auditFormProblems>>({});
  const messages: Record<AuditFormProblem, string> = {
    tooLong: t`At most ${maxAuditFilterText} characters.`,
    invalidTime: t`Enter a date and time.`,
    endsBeforeStart: t`The end is before the start.`,
  };
  // A value the address carries that is none of these (typed into a link) is still shown, so the narrowing is visible.
  const withCurrent = (choices: { value: string; label: string }[], current: string) =>
    current && !choices.some((choice) => choice.value === current) ? [...choices, { value: current, label: current }] : choices;
  const events = withCurrent([{ value: '', label: t`Any event` }, ...auditEventChoices.map((event) => ({ value: event, label: eventLabel(event, i18n) }))], form.event);
  const entityTypes = withCurrent([{ value: '', label: t`Anything` }, ...auditEntityTypeChoices(i18n)], form.entityType);
  const set = (name: keyof AuditFilterForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };
  const field = (name: keyof AuditFilterForm) => ({
    value: form[name],
    error: problems[name] && messages[problems[name]],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  });
  const dateField = (name: 'from' | 'to') => ({ ...field(name), onChange: (value: string) => set(name, value) });
  const apply = (next: AuditFilterForm) => {
    const found = auditFormProblems(next);
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(next);
  };

  return (
    <PhoneFilters active={Object.values(applied).filter((value) => value !== '').length}>
      <form
        aria-label={t`Filter the audit log`}
        onSubmit={(event) => {
          event.preventDefault();
          apply(form);
        }}
      >
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput label={t`Actor`} placeholder={t`User name`} w={180} {...field('actor')} />
          <NativeSelect label={t`Entity type`} data={entityTypes} w={180} {...field('entityType')} />
          <TextInput label={t`Entity ID`} w={160} {...field('entityId')} />
          <NativeSelect label={t`Event`} data={events} w={150} {...field('event')} />
          <DateTimeInput label={t`From`} w={210} {...dateField('from')} />
          <DateTimeInput label={t`To`} w={210} {...dateField('to')} />
          <Group gap="xs" mt={25}>
            <Button type="submit">{t`Apply filters`}</Button>
            <Button
              variant="default"
              onClick={() => {
                setForm(emptyAuditForm);
                apply(emptyAuditForm);
              }}
            >
              {t`Clear filters`}
            </Button>
          </Group>
        </Group>
      </form>
    </PhoneFilters>
  );
}
