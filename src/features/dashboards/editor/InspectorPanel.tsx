// The editor's inspector (experimental switch `editorInspector`): what the dashboard document holds for the selected
// widget, as the platform names it (spec §3: wgtId, type, name), with its place on the grid and its data links, read
// only. For those who build dashboards other programs read too, and for telling two look-alike widgets apart.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { useLingui } from '@lingui/react/macro';
import type { DashboardDocument, Widget } from '../../../platform/dashboardDocument';
import { linksOf } from '../document/operations';
import { pageOf } from '../document/tree';
import classes from './editor.module.css';

export function InspectorPanel({ document, widget }: { document: DashboardDocument; widget: Widget | undefined }) {
  const { t } = useLingui();
  if (!widget) return <Text size="sm" c="dimmed">{t`Select a widget to inspect it.`}</Text>;
  const area = widget.layout;
  const links = linksOf(document, widget.wgtId);
  return (
    <dl className={classes.inspector}>
      <dt>{t`Widget id`}</dt>
      <dd><code>{widget.wgtId}</code></dd>
      <dt>{t`Type`}</dt>
      <dd><code>{widget.type}</code></dd>
      <dt>{t`Name`}</dt>
      <dd><code>{widget.name}</code></dd>
      <dt>{t`Page`}</dt>
      <dd><code>{pageOf(document, widget.wgtId)?.wgtId ?? '—'}</code></dd>
      {area && (
        <>
          <dt>{t`Place`}</dt>
          <dd>{t`column ${area.x + 1}, row ${area.y + 1}, ${area.w} × ${area.h}`}</dd>
        </>
      )}
      <dt>{t`Data links`}</dt>
      <dd>
        {links.length === 0
          ? t`None`
          : links.map((link) => (
              <div key={link.id}>
                <code>{link.tgtProp}</code> ← <code>{link.srcProp}</code> ({link.permission})
              </div>
            ))}
      </dd>
    </dl>
  );
}
