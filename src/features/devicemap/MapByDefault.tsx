// "Show the map by default" where a person expects it, beside the Map and List buttons: the experimental switch of
// the same name (spec §2), kept in this browser at once without the reload the features dialog does, since only this
// screen reads it and only when it opens.
import { Checkbox } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectAvailableKeys } from '../../../machines/experimentalSwitches.machine';
import { usePortal } from '../../portal/portal';
import { useSwitch } from '../../sections/useSwitch';

export function MapByDefault() {
  const { t } = useLingui();
  const { experimental } = usePortal().actors;
  const checked = useSwitch('showMapByDefault');
  // A deployment that withholds the switch withholds this setting too.
  const offered = useSelector(experimental, (snapshot) => selectAvailableKeys(snapshot).includes('showMapByDefault'));
  if (!offered) return null;
  return (
    <Checkbox
      label={t`Open on the map`}
      checked={checked}
      onChange={(event) => experimental.send({ type: 'user.set', key: 'showMapByDefault', value: event.currentTarget.checked })}
    />
  );
}
