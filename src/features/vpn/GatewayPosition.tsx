// A gateway placed by coordinates or on the map: the shared
// place fields (src/kit/map/PlaceFields.tsx), whose map fills them from a click or the dragged marker, then
// sent through the gateway's position write; a retry after a failure is the same request.
import { Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../platform/actorFactory';
import { useState, type FormEvent } from 'react';
import { selectSubmitStage } from '../../../machines/submit.machine';
import { PlaceFields, placeFieldId, type PlaceTexts } from '../../kit/map/PlaceFields';
import { placeProblems, typedPlace } from '../../kit/map/placeText';
import { showBidiControls } from '../../ui/Bidi';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useVpnFlows } from './flows';

export interface GatewayPositionProps {
  organization: string;
  gatewayId: string;
  gatewayName: string;
  latitude?: string;
  longitude?: string;
  onPlaced: () => void;
}

const fieldsId = 'gateway-place';

export function GatewayPosition({ organization, gatewayId, gatewayName, latitude, longitude, onPlaced }: GatewayPositionProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.setPosition(organization, gatewayId).provide({ actions: { finished: () => onPlaced() } }));
  const place = useActorRef(machine);
  const stage = useSelector(place, selectSubmitStage);
  const error = useSelector(place, (snapshot) => snapshot.context.error);
  const [texts, setTexts] = useState<PlaceTexts>({ latitude: latitude ?? '', longitude: longitude ?? '' });
  const [checked, setChecked] = useState(false);
  const name = showBidiControls(gatewayName);

  const change = (next: PlaceTexts) => {
    setTexts(next);
    // "Saved" speaks of the place that was sent, not of one moved since.
    place.send({ type: 'user.edit' });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const typed = typedPlace(texts.latitude, texts.longitude);
    if (typed === undefined) {
      const [first = 'latitude'] = placeProblems(texts.latitude, texts.longitude);
      document.getElementById(placeFieldId(fieldsId, first))?.focus();
      return;
    }
    place.send({ type: 'user.submit', draft: typed });
  };

  return (
    <form onSubmit={save} noValidate aria-label={t`Position`}>
      <Stack gap="xs">
        <PlaceFields id={fieldsId} value={texts} onChange={change} checked={checked} mapLabel={t`Map to place ${name}`} />
        <Group>
          <Button type="submit" variant="default" loading={stage === 'submitting'}>
            {t`Save position`}
          </Button>
        </Group>
        {stage === 'saved' && <Text role="status" size="sm">{t`The gateway's position is saved.`}</Text>}
        {stage === 'failed' && (
          <Callout tone="error" title={t`The position was not saved`}>
            <ErrorMessage error={error} />
          </Callout>
        )}
      </Stack>
    </form>
  );
}
