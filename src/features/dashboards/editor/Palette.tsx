// The widgets a person can add; device table and map-style widgets only when their experimental switch is on.
import { Button } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { switchValue } from '../../../../machines/experimentalFeatures';
import { usePortal } from '../../../portal/portal';
import type { ContentWidgetType } from '../../../platform/dashboardDocument';
import { widgetKinds } from '../widgets/catalog';
import classes from './editor.module.css';
import wrappingButton from '../../../ui/wrappingButton.module.css';

export function Palette({ onAdd }: { onAdd: (type: ContentWidgetType) => void }) {
  const { t, i18n } = useLingui();
  const experimental = usePortal().actors.experimental;
  const enabled = useSelector(
    experimental,
    (snapshot) =>
      widgetKinds.filter((kind) => kind.experimental === undefined || switchValue(snapshot.context.stored, snapshot.context.policy, kind.experimental)),
    (left, right) => left.length === right.length && left.every((kind, index) => kind === right[index]),
  );
  return (
    <section className={classes.panel} aria-labelledby="palette-title">
      <h2 className={classes.panelTitle} id="palette-title">{t`Add a widget`}</h2>
      {enabled.map((kind) => (
        <Button key={kind.type} variant="default" size="xs" justify="start" classNames={wrappingButton} onClick={() => onAdd(kind.type)}>
          {i18n._(kind.label)}
        </Button>
      ))}
    </section>
  );
}
