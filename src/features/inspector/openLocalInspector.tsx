// Development only (src/app/inspector.ts loads this for `?inspect`): the local inspector's log and panel, in a React
// root of its own beside the portal's, so it shows whatever state the portal is in. Returns the inspection sink.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import type { InspectionSink } from '../../platform/actorFactory';
import { createInspectionLog } from './inspectionLog';
import { InspectorPanel } from './InspectorPanel';

export function openLocalInspector(): InspectionSink {
  const log = createInspectionLog();
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <InspectorPanel log={log} />
    </I18nProvider>,
  );
  return log.record;
}
