// The organisation's devices with their model and connection (experimental switch "device table widget"), a page at a
// time: searched, ordered and paged by the service, so a fleet of 100 000 devices costs one page of rows.
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Widget } from '../../../platform/dashboardDocument';
import { usePagedList } from '../../../ui/usePagedList';
import { useDashboardFlows } from '../viewerFlows';
import { useWidgetEnvironment } from './environment';
import classes from './widgets.module.css';

/** Rows a page of the table shows. */
export const deviceTablePageSize = 10;

export function DeviceTableWidget({ widget }: { widget: Widget }) {
  const { t } = useLingui();
  const { organization } = useWidgetEnvironment();
  const title = String(widget.props.title || t`Devices`);
  return organization ? <DeviceTable key={organization} organization={organization} title={title} /> : <p className={classes.title}>{title}</p>;
}

function DeviceTable({ organization, title }: { organization: string; title: string }) {
  const { t, i18n } = useLingui();
  const flows = useDashboardFlows();
  const { list, stage, page, query } = usePagedList(() => flows.deviceTable(organization), {
    pageSize: deviceTablePageSize,
    sort: { by: 'label', dir: 'asc' },
  });
  const [search, setSearch] = useState('');
  const statusId = useId();

  const rows = page?.items ?? [];
  const start = query.page * query.pageSize;
  const total = page?.totalElements ?? 0;
  const range = (() => {
    // The shared pager's words ("21–24 of 24"), numbers in the reader's format.
    const [first, last, totalElements] = [i18n.number(start + 1), i18n.number(start + rows.length), i18n.number(total)];
    return t`${first}–${last} of ${totalElements}`;
  })();
  const busy = stage === 'loading';
  const typed = query.search.trim();

  return (
    <div className={classes.deviceTable}>
      <div className={classes.tableHead}>
        <p className={classes.title}>{title}</p>
        <input
          type="search"
          className={classes.tableSearch}
          aria-label={t`Search devices of ${title}`}
          placeholder={t`Search devices`}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            list.send({ type: 'user.search', search: event.currentTarget.value });
          }}
        />
      </div>
      {stage === 'failed' && !page ? (
        <p className={classes.muted} role="alert">
          {t`The devices could not be read.`}{' '}
          <button type="button" className={classes.pagerButton} onClick={() => list.send({ type: 'user.reload' })}>
            {t`Try again`}
          </button>
        </p>
      ) : !page ? (
        <p className={classes.muted} role="status">
          {t`Loading devices`}
        </p>
      ) : rows.length === 0 ? (
        <p className={classes.muted} role="status">
          {typed ? t`No device matches “${typed}”.` : t`No devices`}
        </p>
      ) : (
        <div className={classes.tableScroll}>
          <table className={classes.table} aria-label={title} aria-describedby={statusId} aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">{t`Device`}</th>
                <th scope="col" className={classes.secondary}>
                  {t`Model`}
                </th>
                <th scope="col" className={classes.secondary}>
                  {t`Connection`}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((device) => {
                const connection = device.connected === undefined ? '–' : device.connected ? t`Connected` : t`Disconnected`;
                return (
                  <tr key={device.deviceId}>
                    <td>
                      {device.label}
                      {/* A narrow widget shows the other columns under the name. */}
                      <span className={classes.deviceMeta}>
                        {device.model} · {connection}
                      </span>
                    </td>
                    <td className={classes.secondary}>{device.model}</td>
                    <td className={classes.secondary}>{connection}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {page && stage === 'failed' ? (
        <p className={classes.pager} role="alert">
          <span className={classes.pagerError}>{t`The devices could not be read.`}</span>
          <button type="button" className={classes.pagerButton} onClick={() => list.send({ type: 'user.reload' })}>
            {t`Try again`}
          </button>
        </p>
      ) : page && rows.length > 0 ? (
        <div className={classes.pager}>
          <span id={statusId} role="status">
            {range}
          </span>
          <span className={classes.pagerButtons}>
            <button
              type="button"
              className={classes.pagerButton}
              disabled={query.page === 0}
              onClick={() => list.send({ type: 'user.page', page: query.page - 1 })}
              aria-label={t`Previous page`}
              title={t`Previous page`}
            >
              ‹
            </button>
            <button
              type="button"
              className={classes.pagerButton}
              disabled={query.page + 1 >= page.totalPages}
              onClick={() => list.send({ type: 'user.page', page: query.page + 1 })}
              aria-label={t`Next page`}
              title={t`Next page`}
            >
              ›
            </button>
          </span>
        </div>
      ) : null}
    </div>
  );
}
