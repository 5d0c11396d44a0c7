// The dashboard editor (spec §2 /dashboards/{id}/edit and /new): palette, pages, the grid with selection, moving
// and resizing, the selected widget's properties and bindings, the history list, keyboard shortcuts, saving as a
// version, and a local draft so a reload or a crash loses nothing.
import { Button, Group, Modal, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  selectDirty,
  selectPresent,
  selectRestoredShown,
  selectSaving,
  selectSelection,
  type EditorEvent as MachineEvent,
} from '../../../../machines/dashboardEditor.machine';
import { useOrgHref } from '../../../portal/portal';
import type { ContentWidgetType, DashboardDocument } from '../../../platform/dashboardDocument';
import { documentWidgetProblems } from '../../../platform/widgetProps';
import { Callout } from '../../../ui/Callout';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { addPage, bindTag, ensureSlot, removePage, renamePage, setArea, setProps, unbind, type Clip } from '../document/operations';
import { widgetName } from '../document/displayName';
import { defaultSlots, findWidget, gridOf, pageOf, pagesOf } from '../document/tree';
import type { LoadedDashboard } from '../loadedDashboard';
import { useDashboardFlows } from '../viewerFlows';
import { LiveWidget } from '../viewer/LiveWidget';
import { useLiveTags } from '../viewer/useLiveTags';
import { showsAlarms, WidgetEnvironmentProvider } from '../viewer/WidgetEnvironmentProvider';
import { kindOf } from '../widgets/catalog';
import { addKind, copySelection, cutSelection, pasteOnto, removeSelection, type Edit, type Labels } from './commands';
import { EditorCanvas } from './EditorCanvas';
import { HistoryList } from './HistoryList';
import { InlineText } from './InlineText';
import { PagesBar } from './PagesBar';
import { Palette } from './Palette';
import { PropertiesPanel } from './PropertiesPanel';
import { DockedPanelFrame } from './DockedPanelFrame';
import type { Dock, PanelType } from './dockedPanels';
import { InspectorPanel } from './InspectorPanel';
import { useEditorPanels } from './useEditorPanels';
import { useSwitch } from '../../../kit/useSwitch';
import { SaveDialog } from './SaveDialog';
import { problemMessage, settingLabels } from './settingChecks';
import type { EditorCommand } from './shortcuts';
import { useEditorShortcuts } from './useEditorShortcuts';
import { useLeaveGuard } from './useLeaveGuard';
import classes from './editor.module.css';
import { Name } from '../../../ui/Bidi';

type EditorEvent = MachineEvent<DashboardDocument, Clip>;

export function Editor({ organization, loaded, isNew }: { organization: string; loaded: LoadedDashboard; isNew: boolean }) {
  const { t, i18n } = useLingui();
  const href = useOrgHref();
  const flows = useDashboardFlows();
  const dashboardId = loaded.item.id;
  const [{ input, restoredFrom }] = useState(() => flows.openEditor(loaded, t`Restore unsaved changes`));
  const editor = useActorRef(flows.editor, { input });
  const present = useSelector(editor, selectPresent);
  const selection = useSelector(editor, selectSelection);
  const past = useSelector(editor, (snapshot) => snapshot.context.past);
  const future = useSelector(editor, (snapshot) => snapshot.context.future);
  const dirty = useSelector(editor, selectDirty);
  const saving = useSelector(editor, selectSaving);
  // The buttons are enabled exactly when the statechart would take their event now.
  const canUndo = useSelector(editor, (snapshot) => snapshot.can({ type: 'editor.undo' }));
  const canRedo = useSelector(editor, (snapshot) => snapshot.can({ type: 'editor.redo' }));
  const canSave = useSelector(editor, (snapshot) => snapshot.can({ type: 'editor.save', description: '', publish: false }));
  const saveError = useSelector(editor, (snapshot) => snapshot.context.error);
  const baseVersion = useSelector(editor, (snapshot) => snapshot.context.baseVersion);
  // Gone once the restored changes are saved, kept, discarded or undone.
  const restoredShown = useSelector(editor, selectRestoredShown);
  const docked = useEditorPanels(organization);
  const widgetPermissions = useSwitch('widgetPermissions');

  const [announcement, setAnnouncement] = useState('');
  const [saveOpen, setSaveOpen] = useState(false);
  // Widgets whose settings could break their drawing, found when a save was asked for: nothing is saved until they
  // are corrected (the service refuses them too). Checked again on every change, so the list shrinks as they are.
  const [saveAsked, setSaveAsked] = useState(false);
  const [leaving, setLeaving] = useState<() => void>();
  const [assetUrls, setAssetUrls] = useState(loaded.assetUrls);
  /** Why the last move, resize or addition was refused; shown until the next edit. */
  const [refusal, setRefusal] = useState('');

  const pages = pagesOf(present);
  const [pageId, setPageId] = useState(pages[0]?.wgtId ?? '');
  const page = pages.find((candidate) => candidate.wgtId === pageId) ?? pages[0];
  const grid = page && gridOf(page);
  const currentPage = page?.wgtId ?? '';

  const labels: Labels = {
    add: (kind) => t`Add ${kind}`,
    remove: (count) => i18n._(msg({ message: plural(count, { one: 'Remove # widget', other: 'Remove # widgets' }) })),
    paste: (count) => i18n._(msg({ message: plural(count, { one: 'Paste # widget', other: 'Paste # widgets' }) })),
    cut: (count) => i18n._(msg({ message: plural(count, { one: 'Cut # widget', other: 'Cut # widgets' }) })),
  };
  /**
   * Sends a command's event when the statechart takes it now (nothing to undo, or a version being saved, and it
   * does not), and then announces what it did. Whether a command applies is the statechart's to say, not the view's.
   */
  const command = (event: EditorEvent, announcement?: string): boolean => {
    if (!editor.getSnapshot().can(event)) return false;
    editor.send(event);
    // A refusal said before is about a document this command has just changed.
    setRefusal('');
    if (announcement !== undefined) setAnnouncement(announcement);
    return true;
  };
  const record = (edit: Edit | undefined) => {
    // An edit that changed nothing (the same tag chosen again) is no step of the history.
    if (!edit || edit.document === editor.getSnapshot().context.present) return false;
    return command({ type: 'editor.edit', ...edit });
  };
  const refuse = (reason: string) => {
    setRefusal(reason);
    setAnnouncement(reason);
  };
  const nameOf = (wgtId: string) => {
    const widget = findWidget(editor.getSnapshot().context.present, wgtId);
    return widget ? widgetName(widget, i18n) : wgtId;
  };

  const run = (name: EditorCommand): boolean => {
    // The context gives what a command works on and the label of the step it undoes or redoes; whether the command
    // applies now is the statechart's answer (`command`).
    const { context } = editor.getSnapshot();
    switch (name) {
      case 'undo':
        return command({ type: 'editor.undo' }, t`Undone: ${context.past.at(-1)?.label ?? ''}`);
      case 'redo':
        return command({ type: 'editor.redo' }, t`Redone: ${context.future[0]?.label ?? ''}`);
      case 'copy': {
        const clip = copySelection(context.present, context.selection);
        if (!clip) return false;
        return command(
          { type: 'editor.copy', clip },
          i18n._(msg({ message: plural(clip.widgets.length, { one: 'Copied # widget', other: 'Copied # widgets' }) })),
        );
      }
      case 'cut': {
        const cut = cutSelection(context.present, context.selection, labels);
        return cut ? command({ type: 'editor.cut', ...cut }, cut.label) : false;
      }
      case 'paste':
        return record(pasteOnto(context.present, currentPage, context.clipboard, labels));
      case 'remove': {
        if (context.selection.length === 0) return false;
        const removal = removeSelection(context.present, context.selection, labels);
        // Only pages and groups selected: they stay, and the person is told why nothing happened.
        if (!removal) setAnnouncement(t`Pages and groups are not removed with Delete.`);
        else record(removal);
        return true;
      }
    }
  };

  useEditorShortcuts(run);
  useLeaveGuard(dirty, (go) => setLeaving(() => go));

  // The selection may name widgets an undo took away: the properties show only what exists.
  const selected = selection.length === 1 ? findWidget(present, selection[0] ?? '') : undefined;
  /** A selected text widget is edited in place. */
  const editingText = selected?.type === 'TextWgt' ? selected.wgtId : undefined;
  const slots = useMemo(() => defaultSlots(present), [present]);
  const { live, bindings } = useLiveTags(organization, present, slots, grid);


  const assets = Object.keys(assetUrls);

  const unsaveable = saveAsked ? documentWidgetProblems(present.projectWgt) : [];
  /** Opens the save dialog, or names the widgets whose settings must be corrected first. */
  const askToSave = () => {
    const problems = documentWidgetProblems(editor.getSnapshot().context.present.projectWgt);
    setSaveAsked(problems.length > 0);
    if (problems.length === 0) setSaveOpen(true);
  };
  const showWidget = (wgtId: string) => {
    const holder = pageOf(present, wgtId);
    if (holder) setPageId(holder.wgtId);
    editor.send({ type: 'editor.select', ids: [wgtId] });
  };

  // The widget just added takes the focus, so the arrow keys place it and the person sees where it went.
  const [justAdded, setJustAdded] = useState<string>();
  useEffect(() => {
    if (justAdded) document.querySelector<HTMLElement>(`[data-wgt-id="${CSS.escape(justAdded)}"]`)?.focus();
  }, [justAdded]);
  const onAdd = (type: ContentWidgetType) => {
    const kind = kindOf(type);
    const kindName = kind ? i18n._(kind.label) : type;
    const added = addKind(present, currentPage, type, t`Add ${kindName}`);
    if (added && record(added)) setJustAdded(added.selection?.[0]);
    else if (!added) refuse(t`No free place for a ${kindName} on this page: make room, or add it on another page.`);
  };
  const selectedName = selected && widgetName(selected, i18n);
  const panelTitles: Record<PanelType, string> = { properties: t`Properties`, inspector: t`Inspector` };
  const panelContent = (type: PanelType) =>
    type === 'inspector' ? (
      <InspectorPanel document={present} widget={selected} />
    ) : selected && selected.layout ? (
      <PropertiesPanel
        document={present}
        widget={selected}
        modelTags={loaded.modelTags}
        assets={assets}
        target={{ dashboardId, organization }}
        onArea={(area) => record({ label: t`Place ${selectedName}`, document: setArea(present, selected.wgtId, area) })}
        onProps={(props, label) => record({ label, document: setProps(present, selected.wgtId, props) })}
        onBind={(prop, slot, tagPath) =>
          record({ label: t`Bind ${selectedName} to ${slot.name}/${tagPath}`, document: bindTag(ensureSlot(present, slot), selected.wgtId, prop, slot.name, tagPath) })
        }
        onUnbind={(prop) => record({ label: t`Unbind ${selectedName}`, document: unbind(present, selected.wgtId, prop) })}
        restrictable={widgetPermissions}
        onUploaded={({ name, address }) => {
          if (address) setAssetUrls((urls) => ({ ...urls, [name]: address }));
          record({ label: t`Choose image of ${selectedName}`, document: setProps(present, selected.wgtId, { asset: name }) });
        }}
      />
    ) : (
      <p className={classes.status}>{t`Select a widget to see its properties. Arrow keys move the focused widget; Shift+arrows resize it.`}</p>
    );
  /** The docked panels of one dock (spec §3 frame panels), in their order. */
  const panelsIn = (dock: Dock) =>
    docked.inDock(dock).map((panel) => (
      <DockedPanelFrame key={panel.ref} panel={panel} title={panelTitles[panel.type]} arrange={docked.arrangement(panel)}>
        {panelContent(panel.type)}
      </DockedPanelFrame>
    ));

  return (
    <WidgetEnvironmentProvider organization={organization} assetUrls={assetUrls} withAlarms={showsAlarms(grid)}>
      <div className={classes.toolbar}>
        <h1 className={classes.name}>
          <Name>{loaded.item.name}</Name>
        </h1>
        <span className={classes.status} role="status">
          {saving ? t`Saving…` : dirty ? t`Unsaved changes` : t`All changes saved (version ${baseVersion})`}
        </span>
        <Button size="xs" variant="default" disabled={!canUndo} onClick={() => run('undo')} aria-keyshortcuts="Control+Z">
          {t`Undo`}
        </Button>
        <Button size="xs" variant="default" disabled={!canRedo} onClick={() => run('redo')} aria-keyshortcuts="Control+Shift+Z">
          {t`Redo`}
        </Button>
        <Button size="xs" disabled={!dirty || !canSave} loading={saving} onClick={askToSave}>
          {t`Save version`}
        </Button>
        <Button size="xs" variant="light" component="a" href={href(`/dashboards/${encodeURIComponent(dashboardId)}`)}>
          {t`View`}
        </Button>
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {isNew && past.length === 0 && !dirty ? <Callout tone="warning">{t`Your new dashboard is ready. Add widgets from the palette.`}</Callout> : null}
      {restoredShown && restoredFrom !== undefined ? (
        <Callout tone="warning" title={t`Unsaved changes restored`}>
          <p>{t`Changes you made on ${i18n.date(new Date(restoredFrom), { dateStyle: 'medium', timeStyle: 'short' })} were not saved; they are back.`}</p>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => command({ type: 'editor.keepDraft' })}>{t`Keep them`}</Button>
            <Button size="xs" color="red" variant="outline" onClick={() => command({ type: 'editor.discardDraft', label: t`Discard restored changes` })}>
              {t`Discard them`}
            </Button>
          </Group>
        </Callout>
      ) : null}
      {saveError ? (
        <Callout tone="error" title={t`The version could not be saved`}>
          <ErrorMessage error={saveError}>{t`Your changes are kept in this browser.`}</ErrorMessage>
          <Button size="xs" variant="outline" color="red" disabled={!canSave} onClick={askToSave}>{t`Save again`}</Button>
        </Callout>
      ) : null}

      {unsaveable.length > 0 ? (
        <div className={classes.saveBlocked}>
          <Callout tone="error" title={t`The version cannot be saved yet`}>
            <p>{t`Correct these settings first; a widget cannot be drawn with them.`}</p>
            <ul className={classes.problems}>
              {unsaveable.map(({ widget, problems }) => (
                <li key={widget.wgtId}>
                  <Button size="compact-sm" variant="subtle" px={4} onClick={() => showWidget(widget.wgtId)}>
                    {widgetName(widget, i18n)}
                  </Button>{' '}
                  {problems.map((problem) => `${i18n._(settingLabels[problem.prop])}: ${i18n._(problemMessage(problem))}`).join(' ')}
                </li>
              ))}
            </ul>
          </Callout>
        </div>
      ) : null}
      {refusal ? <Callout tone="warning">{refusal}</Callout> : null}
      <div className={docked.hasRight ? classes.layout : `${classes.layout} ${classes.layoutNoRight}`} style={docked.style}>
        <div className={classes.panel}>
          <Palette onAdd={onAdd} />
          <HistoryList past={past.map((step) => step.label)} future={future.map((step) => step.label)} onJump={(steps) => command({ type: 'editor.jump', steps })} />
          {panelsIn('left')}
        </div>
        <div>
          <PagesBar
            pages={pages}
            current={currentPage}
            onSwitch={setPageId}
            onAdd={(title) => {
              const added = addPage(present, title);
              record({ label: t`Add page ${title}`, document: added.document, selection: [] });
              setPageId(added.pageId);
            }}
            onRename={(id, title) => record({ label: t`Rename page to ${title}`, document: renamePage(present, id, title) })}
            onRemove={(id) => record({ label: t`Remove page`, document: removePage(present, id), selection: [] })}
          />
          {grid ? (
            <EditorCanvas
              grid={grid}
              selection={selection}
              onSelect={(ids) => editor.send({ type: 'editor.select', ids })}
              onArea={(wgtId, area, mode) => {
                const name = nameOf(wgtId);
                record({ label: mode === 'move' ? t`Move ${name}` : t`Resize ${name}`, document: setArea(present, wgtId, area) });
              }}
              onRefused={refuse}
              contentKey={(wgtId) => (wgtId === editingText ? 'editing' : bindings.get(wgtId))}
              renderWidget={(widget) =>
                widget.wgtId === editingText ? (
                  // The item may not have re-rendered since the last edit: commit over the newest document.
                  <InlineText
                    widget={widget}
                    name={nameOf(widget.wgtId)}
                    onCommit={(text) => {
                      const newest = editor.getSnapshot().context.present;
                      if (findWidget(newest, widget.wgtId)?.props.text !== text) {
                        const name = nameOf(widget.wgtId);
                        record({ label: t`Edit text of ${name}`, document: setProps(newest, widget.wgtId, { text }) });
                      }
                    }}
                  />
                ) : (
                  <LiveWidget widget={widget} bindings={bindings.get(widget.wgtId)} live={live} />
                )
              }
            />
          ) : null}
        </div>
        {docked.hasRight && <div className={classes.dock}>{panelsIn('right')}</div>}
      </div>
      {docked.inDock('bottom').length > 0 && <div className={classes.bottomDock}>{panelsIn('bottom')}</div>}
      {docked.error !== undefined && (
        <Callout tone="warning" title={t`Your panel layout could not be kept`}>
          <ErrorMessage error={docked.error} />
        </Callout>
      )}

      <SaveDialog
        key={baseVersion}
        opened={saveOpen}
        onClose={() => setSaveOpen(false)}
        onSave={(description, publish) => {
          setSaveOpen(false);
          if (documentWidgetProblems(editor.getSnapshot().context.present.projectWgt).length > 0) setSaveAsked(true);
          else command({ type: 'editor.save', description, publish });
        }}
      />
      <Modal opened={leaving !== undefined} onClose={() => setLeaving(undefined)} title={t`Leave the editor?`}>
        <p>{t`Your changes are not saved as a version. They stay in this browser as a draft.`}</p>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setLeaving(undefined)} data-autofocus>{t`Stay`}</Button>
          <Button onClick={() => (leaving?.(), setLeaving(undefined))}>{t`Leave`}</Button>
        </Group>
      </Modal>
    </WidgetEnvironmentProvider>
  );
}
