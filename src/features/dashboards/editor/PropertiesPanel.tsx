// The selected widget's place, properties and bindings. Fields record one history step when they lose focus (or on
// Enter), not one per keystroke; the browser's own undo works inside them (spec §2: shortcuts stay out). A value the
// widget could not be drawn with, or a place outside the grid, is refused at its field and never enters the
// document: it is not clamped, rounded or cut to fit, and the field keeps what was typed with the reason beside it.
import { Checkbox, Text, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import type { DashboardDocument, DeviceSlot, GridArea, PropValue, Widget } from '../../../platform/dashboardDocument';
import type { DeviceTagInfo } from '../../../platform/platformTypes';
import { linksOf } from '../document/operations';
import { shownTitle, widgetName } from '../document/displayName';
import { collisions } from '../document/placement';
import { gridOf, gridSize, pageOf } from '../document/tree';
import { widgetPropRules } from '../../../platform/widgetProps';
import { kindOf } from '../widgets/catalog';
import { editorsOnlyProp, isEditorsOnly } from '../document/editorsOnly';
import { BindingField } from './BindingField';
import { ImageField } from './ImageField';
import classes from './editor.module.css';
import { areaProblem, overlapProblem, problemMessage, settingLabels, settingProblem, typedNumber, typedValue } from './settingChecks';
import { characterCount } from './textLimits';
import type { AssetUploadOutput } from '../../../../machines/assetUpload.machine';

export interface PropertiesProps {
  document: DashboardDocument;
  widget: Widget;
  modelTags: Record<string, DeviceTagInfo[]>;
  assets: readonly string[];
  target: { dashboardId: string; organization: string };
  onArea: (area: GridArea) => void;
  onProps: (props: Record<string, PropValue>, label: string) => void;
  onBind: (prop: string, slot: DeviceSlot, tagPath: string) => void;
  onUnbind: (prop: string) => void;
  onUploaded: (asset: AssetUploadOutput) => void;
  /** The `widgetPermissions` switch is on: the widget may be shown to the dashboard's editors only. */
  restrictable?: boolean;
}

const textProps = ['title', 'unit', 'alt'] as const;
const numberProps = ['decimals', 'min', 'max', 'warning', 'alarm', 'minutes'] as const;

export function PropertiesPanel(props: PropertiesProps) {
  const { t, i18n } = useLingui();
  const { widget, document } = props;
  const kind = kindOf(widget.type);
  const labels: Record<string, string> = Object.fromEntries(Object.entries(settingLabels).map(([prop, label]) => [prop, i18n._(label)]));
  const links = linksOf(document, widget.wgtId);
  const area = widget.layout;
  const page = pageOf(document, widget.wgtId);
  const group = page && gridOf(page);
  const grid = group ? gridSize(group) : undefined;
  const name = widgetName(widget, i18n);
  /** A typed place or size: refused outside the grid, and over other widgets (they never overlap). */
  const areaCheck = (key: keyof GridArea) => (text: string) => {
    if (!area || !grid || !group) return undefined;
    const outside = areaProblem(area, key, text, grid);
    if (outside) return outside;
    const typed = typedNumber(text);
    const covered = collisions(group, { ...area, [key]: key === 'x' || key === 'y' ? typed - 1 : typed }, widget.wgtId);
    return covered.length > 0 ? overlapProblem(covered.map((other) => widgetName(other, i18n))) : undefined;
  };
  /** The check of a setting's typed text, among the widget's other settings. */
  const settingCheck = (prop: string) => (text: string) => {
    const problem = settingProblem(widget.props, prop, typedValue(prop, text), widget.type);
    return problem && problemMessage(problem);
  };
  const setProp = (prop: string, text: string) => {
    const value = typedValue(prop, text);
    if (value !== widget.props[prop]) props.onProps({ [prop]: value }, t`Set ${labels[prop] ?? prop} of ${name}`);
  };

  return (
    <section className={classes.panel} aria-labelledby="properties-title">
      <h2 className={classes.panelTitle} id="properties-title">
        {/* A widget named by what it shows says its kind too; "Value 2" already does. */}
        {kind && shownTitle(widget) !== undefined ? `${i18n._(kind.label)} · ${name}` : name}
      </h2>
      {props.restrictable && (
        <Checkbox
          size="xs"
          label={t`Only the dashboard's editors see it`}
          checked={isEditorsOnly(widget)}
          onChange={(event) =>
            props.onProps(
              { [editorsOnlyProp]: event.currentTarget.checked },
              event.currentTarget.checked ? t`Show ${name} to editors only` : t`Show ${name} to everyone`,
            )
          }
        />
      )}
      {area && grid ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6 }}>
          {(['x', 'y', 'w', 'h'] as const).map((key) => (
            <CheckedField
              key={`${widget.wgtId}-${key}`}
              label={{ x: t`Column`, y: t`Row`, w: t`Width`, h: t`Height` }[key]}
              inputMode="numeric"
              value={String(key === 'x' || key === 'y' ? area[key] + 1 : area[key])}
              check={areaCheck(key)}
              onCommit={(text) => {
                const number = typedNumber(text);
                props.onArea({ ...area, [key]: key === 'x' || key === 'y' ? number - 1 : number });
              }}
            />
          ))}
        </div>
      ) : null}
      {widget.type === 'TextWgt' ? (
        <CheckedField
          key={`${widget.wgtId}-text`}
          multiline
          label={labels.text ?? ''}
          value={String(widget.props.text ?? '')}
          check={settingCheck('text')}
          maxLength={widgetPropRules.text.maxLength}
          onCommit={(text) => props.onProps({ text }, t`Edit text of ${name}`)}
        />
      ) : null}
      {textProps.filter((prop) => prop in widget.props).map((prop) => (
        <CheckedField
          key={`${widget.wgtId}-${prop}`}
          label={labels[prop] ?? prop}
          value={String(widget.props[prop] ?? '')}
          check={settingCheck(prop)}
          maxLength={widgetPropRules[prop].maxLength}
          onCommit={(text) => setProp(prop, text)}
        />
      ))}
      {/* A setting the widget's kind has, even if a version saved before it existed lacks it (empty: the default). */}
      {numberProps.filter((prop) => prop in widget.props || prop in (kind?.props ?? {})).map((prop) => (
        <CheckedField
          key={`${widget.wgtId}-${prop}`}
          label={labels[prop] ?? prop}
          inputMode="decimal"
          value={String(widget.props[prop] ?? '')}
          check={settingCheck(prop)}
          onCommit={(text) => setProp(prop, text)}
        />
      ))}
      {kind?.bindings.map((binding) => (
        <BindingField
          key={binding.prop}
          label={i18n._(binding.label)}
          organization={props.target.organization}
          document={document}
          current={links.find((link) => link.tgtProp === binding.prop)?.srcProp}
          modelTags={props.modelTags}
          onBind={(slot, tagPath) => props.onBind(binding.prop, slot, tagPath)}
          onUnbind={() => props.onUnbind(binding.prop)}
        />
      ))}
      {widget.type === 'ImageWgt' ? (
        <ImageField
          assets={props.assets}
          current={String(widget.props.asset ?? '')}
          target={{ ...props.target, widgetId: widget.wgtId }}
          onChoose={(asset) => props.onProps({ asset }, t`Choose image of ${name}`)}
          onUploaded={props.onUploaded}
        />
      ) : null}
      {kind?.bindings.length === 0 && widget.type !== 'ImageWgt' && widget.type !== 'TextWgt' ? (
        <Text size="xs" c="dimmed">{t`This widget shows the organisation's devices; nothing to bind.`}</Text>
      ) : null}
    </section>
  );
}

interface CheckedFieldProps {
  label: string;
  value: string;
  /** Why the typed text cannot be used, if it cannot. */
  check: (text: string) => MessageDescriptor | undefined;
  /** Called with text that passed the check and differs from the value. */
  onCommit: (text: string) => void;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal';
  /** A text's limit, counted at the field as it is typed. */
  maxLength?: number;
}

/**
 * A field whose text becomes one edit when it loses focus or on Enter (single line), once it passes its check;
 * until then the reason shows at the field (aria-invalid, described by the message) and the document keeps the
 * last good value. A stored value that fails the check shows its reason at once.
 */
function CheckedField({ label, value, check, onCommit, multiline = false, inputMode, maxLength }: CheckedFieldProps) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Undo or another edit changed the value underneath: show it.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const problem = check(draft);
  const commit = () => {
    if (problem === undefined && draft !== value) onCommit(draft);
  };
  const shared = {
    label,
    value: draft,
    size: 'xs' as const,
    error: problem && i18n._(problem),
    ...(maxLength === undefined
      ? {}
      : { description: i18n._(characterCount(draft, maxLength)), inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[] }),
    onChange: (event: { currentTarget: { value: string } }) => setDraft(event.currentTarget.value),
    onBlur: commit,
  };
  return multiline ? (
    <Textarea {...shared} autosize minRows={2} />
  ) : (
    <TextInput {...shared} inputMode={inputMode} onKeyDown={(event) => event.key === 'Enter' && commit()} />
  );
}
