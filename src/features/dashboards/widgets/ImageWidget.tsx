// An image stored as an asset of the dashboard, shown through its signed download address.
import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { useWidgetEnvironment } from './environment';
import classes from './widgets.module.css';

export function ImageWidget({ widget }: { widget: Widget }) {
  const { t } = useLingui();
  const { assetUrl } = useWidgetEnvironment();
  const asset = String(widget.props.asset ?? '');
  const url = asset ? assetUrl(asset) : undefined;
  if (!asset) return <p className={classes.muted}>{t`No image chosen`}</p>;
  if (!url) return <p className={classes.muted}>{t`Loading image`}</p>;
  return <img className={classes.image} src={url} alt={String(widget.props.alt ?? '')} />;
}
