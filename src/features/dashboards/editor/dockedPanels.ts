// The dashboard editor's docked panels, in the frame's terms (spec §3 "Frame/UI state": panels with ref, type,
// position, size, dock): the selected widget's properties and, behind the `editorInspector` switch, its inspector.
// Each is docked left (under the palette), right or at the bottom, in an order (position) and a width (size, in
// pixels; a bottom panel spans the editor). Kept per person as one user property; a kept value that does not read as
// a layout (another version's, or hand-edited) gives the defaults, panel by panel.
export type Dock = 'left' | 'right' | 'bottom';
export type PanelType = 'properties' | 'inspector';

export interface DockedPanel {
  ref: string;
  type: PanelType;
  position: number;
  size: number;
  dock: Dock;
}

export const docks: readonly Dock[] = ['left', 'right', 'bottom'];
/** Widths a docked panel may take: readable fields at the narrowest, the canvas still wide at the widest. */
export const panelSize = { min: 240, max: 480, step: 40 } as const;
/** The user property the layout is kept under. */
export const dockedPanelsKey = 'portal.editor.panels';

export const defaultPanels: readonly DockedPanel[] = [
  { ref: 'editor.properties', type: 'properties', position: 0, size: 320, dock: 'right' },
  { ref: 'editor.inspector', type: 'inspector', position: 1, size: 320, dock: 'right' },
];

function readPanel(value: unknown, fallback: DockedPanel): DockedPanel {
  if (typeof value !== 'object' || value === null) return fallback;
  const { position, size, dock } = value as Record<string, unknown>;
  const sized = typeof size === 'number' && Number.isInteger(size) && size >= panelSize.min && size <= panelSize.max;
  return {
    ...fallback,
    position: typeof position === 'number' && Number.isInteger(position) ? position : fallback.position,
    size: sized ? size : fallback.size,
    dock: docks.includes(dock as Dock) ? (dock as Dock) : fallback.dock,
  };
}

export function parseDockedPanels(raw: string | undefined): DockedPanel[] | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [...defaultPanels];
  }
  const kept = Array.isArray(parsed) ? parsed : [];
  return defaultPanels.map((fallback) => readPanel(kept.find((panel: { ref?: unknown }) => panel?.ref === fallback.ref), fallback));
}

export const serialiseDockedPanels = (panels: readonly DockedPanel[]): string => JSON.stringify(panels);

/** The panels of one dock, in their order. */
export const panelsIn = (panels: readonly DockedPanel[], dock: Dock, shown: ReadonlySet<PanelType>): DockedPanel[] =>
  panels.filter((panel) => panel.dock === dock && shown.has(panel.type)).sort((a, b) => a.position - b.position);

/** One panel moved to another dock, last there. */
export function dockPanel(panels: readonly DockedPanel[], ref: string, dock: Dock): DockedPanel[] {
  const last = Math.max(-1, ...panels.filter((panel) => panel.dock === dock && panel.ref !== ref).map((panel) => panel.position));
  return panels.map((panel) => (panel.ref === ref ? { ...panel, dock, position: last + 1 } : panel));
}

/** One panel wider or narrower by a step, within the sizes a panel may take (a step past them is not offered). */
export function resizePanel(panels: readonly DockedPanel[], ref: string, steps: 1 | -1): DockedPanel[] {
  return panels.map((panel) => {
    if (panel.ref !== ref) return panel;
    const size = panel.size + steps * panelSize.step;
    return size < panelSize.min || size > panelSize.max ? panel : { ...panel, size };
  });
}

/** One panel before the one before it in its dock. */
export function raisePanel(panels: readonly DockedPanel[], ref: string, shown: ReadonlySet<PanelType>): DockedPanel[] {
  const moved = panels.find((panel) => panel.ref === ref);
  if (!moved) return [...panels];
  const inDock = panelsIn(panels, moved.dock, shown);
  const index = inDock.findIndex((panel) => panel.ref === ref);
  const before = inDock[index - 1];
  if (!before) return [...panels];
  return panels.map((panel) =>
    panel.ref === ref ? { ...panel, position: before.position } : panel.ref === before.ref ? { ...panel, position: moved.position } : panel,
  );
}
