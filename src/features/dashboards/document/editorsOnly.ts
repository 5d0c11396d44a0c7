// Widget permissions (experimental switch `widgetPermissions`): a widget the editor marked for the dashboard's
// editors only is left out of the page its readers see. A choice of what a page shows, not an access rule: what a
// person may read of a device is their data roles' to say (docs/decisions.md "Experimental switches").
import type { Widget } from '../../../platform/dashboardDocument';

/** The widget property that holds the mark. */
export const editorsOnlyProp = 'editorsOnly';

export const isEditorsOnly = (widget: Widget): boolean => widget.props[editorsOnlyProp] === true;

/** A page's grid as a reader sees it. */
export const gridForReaders = (grid: Widget): Widget => ({ ...grid, children: grid.children.filter((widget) => !isEditorsOnly(widget)) });
