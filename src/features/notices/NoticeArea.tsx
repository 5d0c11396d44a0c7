// Spec §4 "Status notices": the status page's incidents and maintenances as cards at the bottom-right (full width
// below 600 px), revealed one by one, dismissed with a slide-out. The behaviour is machines/statusNotices.machine.ts;
// this view only subscribes (narrow selectors) and sends `notice.dismiss`.
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  noticeCardHeight,
  noticeCardWidth,
  noticeRemoveDelay,
  noticeStagger,
  topBarHeight,
} from '../../../machines/constants';
import type { statusNoticesMachine } from '../../../machines/statusNotices.machine';
import type { StatusIssue } from '../../platform/types';
import classes from './notices.module.css';
import { sameIds, selectIsLeaving, selectIssue, selectVisibleIds } from './selectors';
import { formatDateTime } from '../../ui/dateTimeFormat';

export type StatusNoticesActor = ActorRefFrom<typeof statusNoticesMachine>;

// Sizes and timings from the spec's constants, handed to the stylesheet.
const areaStyle = {
  '--notice-card-width': `${noticeCardWidth}px`,
  '--notice-card-height': `${noticeCardHeight}px`,
  '--notice-stagger': `${noticeStagger}ms`,
  '--notice-remove-delay': `${noticeRemoveDelay}ms`,
  '--notice-top-offset': `${topBarHeight}px`,
} as CSSProperties;

/** The fixed notice area. Always rendered (empty when there is nothing to say) so screen readers hear additions. */
export default function NoticeArea({ actor }: { actor: StatusNoticesActor }) {
  const { t } = useLingui();
  const ids = useSelector(actor, selectVisibleIds, sameIds);
  return (
    <section className={classes.area} style={areaStyle} aria-label={t`Service status`} aria-live="polite">
      {ids.map((id) => (
        <NoticeCard key={id} actor={actor} id={id} />
      ))}
    </section>
  );
}

const kindLabels: Record<StatusIssue['type'], MessageDescriptor> = {
  incident: msg`Incident`,
  maintenance: msg`Maintenance`,
};

// The status page's usual status values (statuspage.io); anything else is shown as sent.
const statusLabels: Record<string, MessageDescriptor> = {
  investigating: msg`Investigating`,
  identified: msg`Identified`,
  monitoring: msg`Monitoring`,
  resolved: msg`Resolved`,
  scheduled: msg`Scheduled`,
  in_progress: msg`In progress`,
  verifying: msg`Verifying`,
  completed: msg`Completed`,
};

function NoticeCard({ actor, id }: { actor: StatusNoticesActor; id: string }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const issue = useSelector(actor, selectIssue(id));
  const leaving = useSelector(actor, selectIsLeaving(id));
  if (!issue) return null;

  const status = statusLabels[issue.status];
  const dateLabel = issue.type === 'maintenance' ? t`Scheduled` : t`Started`;
  return (
    <Paper
      component="article"
      className={classes.card}
      data-kind={issue.type}
      data-leaving={leaving || undefined}
      aria-labelledby={titleId}
      shadow="md"
      radius="md"
      p="md"
      withBorder
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" className={classes.kind}>
          <KindIcon type={issue.type} />
          <Text size="xs" fw={700} tt="uppercase">
            {i18n._(kindLabels[issue.type])}
          </Text>
        </Group>
        <button
          type="button"
          className={classes.dismiss}
          aria-label={t`Dismiss notice: ${issue.name}`}
          onClick={() => actor.send({ type: 'notice.dismiss', id })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </Group>
      {/* The whole name, wrapped: a notice is read once, and a cut name would hide what it is about. */}
      <Text id={titleId} fw={600} className={classes.name}>
        {issue.name}
      </Text>
      <Text size="sm">{status ? i18n._(status) : issue.status.replace(/_/g, ' ')}</Text>
      <Text size="xs" c="dimmed" mt="auto">
        {dateLabel} <IssueTime value={issue.date} locale={i18n.locale} />
      </Text>
      <Text size="xs" c="dimmed">
        {t`Updated`} <IssueTime value={issue.updatedAt} locale={i18n.locale} />
      </Text>
    </Paper>
  );
}

/** A date of the status page in the active locale; an unparsable value is shown as sent rather than "Invalid Date". */
function IssueTime({ value, locale }: { value: string; locale: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  return <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time>;
}

function KindIcon({ type }: { type: StatusIssue['type'] }) {
  // Decorative: the kind is also written out next to it.
  return type === 'incident' ? (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3 2 21h20L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 10v5M12 18v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ) : (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5 2.5-2.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
