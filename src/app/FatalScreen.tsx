// Shown when the portal cannot even read its configuration: the banner alone, with the providers it needs.
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import FatalBanner from './chrome/FatalBanner';

export function FatalScreen({ detail }: { detail: string }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider deduplicateCssVariables={false}>
        <FatalBanner failure="config" detail={detail} />
      </MantineProvider>
    </I18nProvider>
  );
}
