// The selected widget's place, properties and bindings. Text fields record one history step when they lose focus
// (or on Enter), not one per keystroke; the browser's own undo works inside them (spec §2: shortcuts stay out).
import { NumberInput, Text, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/NumberInput.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DashboardDocument, DeviceSlot, GridArea, PropValue, Widget } from '../../../platform/dashboardDocument';
import type { DeviceTagInfo } from '../../../platform/platformTypes';
import { linksOf } from '../document/operations';
import { kindOf } from '../widgets/catalog';
import { BindingField } from './BindingField';
import { ImageField } from './ImageField';
import classes from './editor.module.css';
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
}

const textProps = ['title', 'unit', 'alt'] as const;
const numberProps = ['decimals', 'min', 'max', 'minutes'] as const;

export function PropertiesPanel(props: PropertiesProps) {
  const { t, i18n } = useLingui();
  const { widget, document } = props;
  const kind = kindOf(widget.type);
  const labels: Record<string, string> = {
    title: t`Title`,
    unit: t`Unit`,
    alt: t`Description of the image`,
    decimals: t`Decimals`,
    min: t`Minimum`,
    max: t`Maximum`,
    minutes: t`Minutes shown`,
    text: t`Text`,
  };
  const links = linksOf(document, widget.wgtId);
  const area = widget.layout;

  return (
    <section className={classes.panel} aria-labelledby="properties-title">
      <h2 className={classes.panelTitle} id="properties-title">
        {kind ? i18n._(kind.label) : widget.type} · {widget.name}
      </h2>
      {area ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6 }}>
          {(['x', 'y', 'w', 'h'] as const).map((key) => (
            <NumberInput
              key={key}
              size="xs"
              label={{ x: t`Column`, y: t`Row`, w: t`Width`, h: t`Height` }[key]}
              value={key === 'x' || key === 'y' ? area[key] + 1 : area[key]}
              min={1}
              onChange={(value) => {
                const number = Number(value);
                if (Number.isFinite(number) && value !== '') props.onArea({ ...area, [key]: key === 'x' || key === 'y' ? number - 1 : number });
              }}
            />
          ))}
        </div>
      ) : null}
      {widget.type === 'TextWgt' ? (
        <CommitField multiline label={labels.text ?? ''} value={String(widget.props.text ?? '')} onCommit={(text) => props.onProps({ text }, t`Edit text of ${widget.name}`)} />
      ) : null}
      {textProps.filter((prop) => prop in widget.props).map((prop) => (
        <CommitField key={prop} label={labels[prop] ?? prop} value={String(widget.props[prop] ?? '')} onCommit={(value) => props.onProps({ [prop]: value }, t`Set ${labels[prop] ?? prop} of ${widget.name}`)} />
      ))}
      {numberProps.filter((prop) => prop in widget.props).map((prop) => (
        <NumberInput
          key={prop}
          size="xs"
          label={labels[prop]}
          value={Number(widget.props[prop] ?? 0)}
          onBlur={(event) => {
            const number = Number(event.currentTarget.value.replace(',', '.'));
            if (Number.isFinite(number) && number !== widget.props[prop]) props.onProps({ [prop]: number }, t`Set ${labels[prop] ?? prop} of ${widget.name}`);
          }}
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
          onChoose={(asset) => props.onProps({ asset }, t`Choose image of ${widget.name}`)}
          onUploaded={props.onUploaded}
        />
      ) : null}
      {kind?.bindings.length === 0 && widget.type !== 'ImageWgt' && widget.type !== 'TextWgt' ? (
        <Text size="xs" c="dimmed">{t`This widget shows the organisation's devices; nothing to bind.`}</Text>
      ) : null}
    </section>
  );
}

/** A text field whose value becomes one edit when it loses focus or on Enter (single line). */
function CommitField({ label, value, onCommit, multiline = false }: { label: string; value: string; onCommit: (value: string) => void; multiline?: boolean }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Undo or another edit changed the value underneath: show it.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const shared = { label, value: draft, size: 'xs' as const, onChange: (event: { currentTarget: { value: string } }) => setDraft(event.currentTarget.value), onBlur: commit };
  return multiline ? (
    <Textarea {...shared} autosize minRows={2} />
  ) : (
    <TextInput {...shared} onKeyDown={(event) => event.key === 'Enter' && commit()} />
  );
}
