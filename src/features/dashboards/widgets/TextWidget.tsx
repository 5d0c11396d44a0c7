import type { Widget } from '../../../platform/dashboardDocument';
import classes from './widgets.module.css';

export function TextWidget({ widget }: { widget: Widget }) {
  return <p className={classes.text}>{String(widget.props.text ?? '')}</p>;
}
