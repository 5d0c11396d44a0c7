// The editor's docked panels for the person signed in (panelsFlow.ts): the layout on screen, the widths of the side
// docks for the editor's grid, and what each panel's menu does. The inspector is a panel only behind its switch.
import { useSelector } from '@xstate/react';
import { useMemo, useState, type CSSProperties } from 'react';
import { usePortal } from '../../../portal/portal';
import { selectUsername } from '../../../portal/selectors';
import { useSwitch } from '../../../kit/useSwitch';
import { useKeptSetting } from '../../../ui/useKeptSetting';
import { defaultPanels, dockPanel, panelsIn, parseDockedPanels, raisePanel, resizePanel, serialiseDockedPanels, type Dock, type DockedPanel, type PanelType } from './dockedPanels';
import type { PanelArrangement } from './DockedPanelFrame';
import { useDockedPanels } from './panelsFlow';

/** The palette's column is never narrower than this. */
const paletteWidth = 180;

export function useEditorPanels(organization: string) {
  const { actors } = usePortal();
  const username = useSelector(actors.session, selectUsername) ?? '';
  const inspector = useSwitch('editorInspector');
  const provide = useDockedPanels();
  const kept = useKeptSetting(() => provide({ organization, username }), serialiseDockedPanels(defaultPanels));
  const { value, error } = kept;
  const panels = useMemo(() => parseDockedPanels(value) ?? [...defaultPanels], [value]);
  const [shown] = useState(() => new Set<PanelType>(inspector ? ['properties', 'inspector'] : ['properties']));

  const change = (next: DockedPanel[]) => kept.change(serialiseDockedPanels(next));
  const inDock = (dock: Dock) => panelsIn(panels, dock, shown);
  const arrangement = (panel: DockedPanel): PanelArrangement => {
    const first = inDock(panel.dock)[0]?.ref === panel.ref;
    return {
      dock: (dock) => change(dockPanel(panels, panel.ref, dock)),
      resize: (steps) => change(resizePanel(panels, panel.ref, steps)),
      raise: first ? undefined : () => change(raisePanel(panels, panel.ref, shown)),
    };
  };
  const widest = (dock: Dock, least: number) => Math.max(least, ...inDock(dock).map((panel) => panel.size));
  const style = { '--editor-left': `${widest('left', paletteWidth)}px`, '--editor-right': `${widest('right', 0)}px` } as CSSProperties;
  return { inDock, arrangement, style, hasRight: inDock('right').length > 0, error };
}
