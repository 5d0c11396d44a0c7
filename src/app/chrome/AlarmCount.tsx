// The organisation's open alarms (spec §4's open rule) in the top bar: how many, in the colour of the most severe,
// a link to the alarm list. The counting is its flow's (./openAlarmCount.ts); this view subscribes. Loaded after the
// first screen (TopBar), so it costs the entry nothing.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import { selectAnswer } from '../../../machines/liveQuery.machine';
import { useCanEnter, useOrgHref, usePortal } from '../../portal/portal';
import { severityLabel, severityStyle } from '../../ui/alarmSeverity';
import classes from './alarmCount.module.css';
import { openAlarmCount } from './openAlarmCount';

export default function AlarmCount({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const { platform } = usePortal();
  const href = useOrgHref();
  const canEnter = useCanEnter();
  const count = useActorRef(openAlarmCount(platform), { input: { query: { organization } } });
  const counts = useSelector(count, selectAnswer);
  // Nothing until the first answer; a count that cannot be read is left out rather than shown wrong.
  if (counts === undefined) return null;

  const open = counts.filter((entry) => entry.count > 0);
  const total = open.reduce((sum, entry) => sum + entry.count, 0);
  const worst = open.length > 0 ? Math.max(...open.map((entry) => entry.severity)) : undefined;
  const shown = i18n.number(total);
  const level = worst === undefined ? undefined : severityLabel(i18n, worst);
  const label =
    level === undefined
      ? t`No open alarms`
      : t({ message: plural(total, { one: `# open alarm, most severe: ${level}`, other: `# open alarms, most severe: ${level}` }) });
  const look = {
    className: classes.count,
    'data-alarm-count': true,
    style: (worst === undefined ? undefined : severityStyle(worst)) as CSSProperties | undefined,
    'data-none': worst === undefined || undefined,
    'aria-label': label,
    title: label,
  };
  const content = (
    <>
      <svg className={classes.bell} viewBox="0 0 16 16" aria-hidden="true">
        <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5v3L2 11.5h12L12.5 9V6A4.5 4.5 0 0 0 8 1.5ZM6.25 13a1.75 1.75 0 0 0 3.5 0Z" />
      </svg>
      {shown}
    </>
  );
  return canEnter('alarms') ? (
    <a href={href('/alarms')} {...look}>
      {content}
    </a>
  ) : (
    <span role="img" {...look}>
      {content}
    </span>
  );
}
