// The operator's daily path: above the person's default dashboard, the organisation at a glance — open
// alarms by severity (most severe first, each opening the alarm list from that severity up) and devices online and
// offline (each opening the fleet so narrowed). Each half shows only where the person may open its section; a
// fleet with no devices yet offers activation instead of two zeros.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import { selectAnswer, selectQueryError } from '../../../../machines/liveQuery.machine';
import { useCanEnter, useOrgHref } from '../../../portal/portal';
import { severityLabel, severityStyle } from '../../../ui/alarmSeverity';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Skeleton } from '../../../ui/Skeleton';
import { useDashboardFlows, type FleetOverviewData } from '../viewerFlows';
import classes from './fleetOverview.module.css';

export function FleetOverview({ organization }: { organization: string }) {
  const canEnter = useCanEnter();
  const showsAlarms = canEnter('alarms');
  const showsDevices = canEnter('devices');
  return showsAlarms || showsDevices ? <Overview organization={organization} showsAlarms={showsAlarms} showsDevices={showsDevices} /> : null;
}

function Overview({ organization, showsAlarms, showsDevices }: { organization: string; showsAlarms: boolean; showsDevices: boolean }) {
  const { t } = useLingui();
  const { fleetOverview } = useDashboardFlows();
  const query = useActorRef(fleetOverview, { input: { query: { organization } } });
  const data = useSelector(query, selectAnswer);
  const error = useSelector(query, selectQueryError);

  return (
    <section className={classes.overview} aria-label={t`Fleet overview`}>
      {data ? (
        <>
          {showsAlarms && <OpenAlarms counts={data.alarms} />}
          {showsDevices && <Devices data={data} />}
        </>
      ) : error ? (
        // The dashboard below still works: a warning, not an error.
        <LoadFailure tone="warning" title={t`The fleet overview could not be read`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />
      ) : (
        <Skeleton label={t`Loading the fleet overview`} rows={1} />
      )}
    </section>
  );
}

function OpenAlarms({ counts }: { counts: FleetOverviewData['alarms'] }) {
  const { t, i18n } = useLingui();
  const href = useOrgHref();
  const open = counts.filter((entry) => entry.count > 0).sort((left, right) => right.severity - left.severity);
  return (
    <div className={classes.group} role="group" aria-labelledby="fleet-alarms">
      <span id="fleet-alarms" className={classes.label}>
        {t`Open alarms`}
      </span>
      {open.length === 0 ? (
        <a className={classes.none} href={href('/alarms')}>{t`No open alarms`}</a>
      ) : (
        open.map(({ severity, count }) => {
          const level = severityLabel(i18n, severity);
          return (
            <a
              key={severity}
              className={classes.severity}
              style={severityStyle(severity) as CSSProperties}
              href={href(`/alarms?severity=${severity}`)}
              aria-label={t({ message: plural(count, { one: `${level}: # open alarm`, other: `${level}: # open alarms` }) })}
            >
              <span className={classes.severityLevel}>{level}</span>
              <span className={classes.count}>{i18n.number(count)}</span>
            </a>
          );
        })
      )}
    </div>
  );
}

function Devices({ data: { online, offline } }: { data: FleetOverviewData }) {
  const { t, i18n } = useLingui();
  const href = useOrgHref();
  const canEnter = useCanEnter();
  return (
    <div className={classes.group} role="group" aria-labelledby="fleet-devices">
      <span id="fleet-devices" className={classes.label}>
        {t`Devices`}
      </span>
      {online + offline === 0 ? (
        canEnter('walkthrough') ? (
          <a className={classes.none} href={href('/walkthrough')}>{t`No devices yet: activate one`}</a>
        ) : (
          <span className={classes.none}>{t`No devices yet`}</span>
        )
      ) : (
        <>
          <a className={classes.state} data-state="online" href={href('/devices?connected=true')}>
            {t`${i18n.number(online)} online`}
          </a>
          <a className={classes.state} data-state="offline" href={href('/devices?connected=false')}>
            {t`${i18n.number(offline)} offline`}
          </a>
        </>
      )}
    </div>
  );
}
