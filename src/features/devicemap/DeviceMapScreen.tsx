// Spec §2 /devicemap (IoT-only; read on models and devices): the positioned devices of the organisation on a map,
// clustered, each cluster in the colour of the worst open alarm inside it, a device opened on the fleet screen. The
// map opens on every device and searches its view again once a pan or zoom has settled (flows.ts). The
// list of the places in view says the same in words for the keyboard. The screen opens on the view the person last
// chose with its Map and List buttons (kept as their user property, so on any browser); until they choose, the
// experimental switch "Show the map by default" decides. On the list alone the map loads when asked for.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectAnswer, selectQuery, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { DevicePosition } from '../../platform/mappingTypes';
import { useActorRef } from '../../platform/actorFactory';
import { usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useOrgHref, useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery } from '../../routes/hashQuery';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { boundsOf, type Place } from '../../kit/map/clusters';
import type { MapControls } from '../../kit/map/MapCanvas';
import { usePlaceWords } from '../../kit/map/placeWords';
import { useClusters } from '../../kit/map/useClusters';
import { useSwitch } from '../../kit/useSwitch';
import { useDeviceMapFlows, worldView } from './flows';
import { createListedPlacesMachine, type ListedPlaces } from './listedPlaces';
import { PlaceList } from './PlaceList';
import classes from './deviceMap.module.css';

const MapCanvas = lazy(() => import('../../kit/map/MapCanvas'));

const mapPath = '/devicemap';

type View = 'map' | 'list';

export default function DeviceMapScreen() {
  const organization = useSelectedOrganization();
  return organization ? <DeviceMap key={organization.resourceId} organization={organization.resourceId} /> : null;
}

function DeviceMap({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const flows = useDeviceMapFlows();
  const orgHref = useOrgHref();
  const words = usePlaceWords();
  const address = useSearch();
  const mapByDefault = useSwitch('showMapByDefault');
  const { actors } = usePortal();
  const username = useSelector(actors.session, selectUsername) ?? '';
  const [viewMachine] = useState(() => flows.view({ organization, username }));
  const kept = useActorRef(viewMachine, { input: { defaults: '' } });
  const keptView = useSelector(kept, (snapshot) => (snapshot.matches('loading') ? undefined : snapshot.context.value));
  const keptError = useSelector(kept, (snapshot) => snapshot.context.error);
  // A view the address names wins; then the person's kept choice; then the deployment's switch.
  const [asked, setAsked] = useState<View | undefined>(() => {
    const named = new URLSearchParams(address).get('view');
    return named === 'map' || named === 'list' ? named : undefined;
  });
  const view: View | undefined = asked ?? (keptView === undefined ? undefined : keptView === 'map' || keptView === 'list' ? keptView : mapByDefault ? 'map' : 'list');
  const [searchMachine] = useState(() => flows.devicesInView(organization));
  const search = useActorRef(searchMachine, { input: { query: worldView } });
  const positions = useSelector(search, selectAnswer<DevicePosition[]>);
  const searched = useSelector(search, selectQuery);
  const stage = useSelector(search, selectQueryStage);
  const failure = useSelector(search, selectQueryError);
  // The map keeps the places it shows while the next view's are indexed.
  const clusters = useClusters(positions, { keepLast: true });
  // Undefined until the map (or, for the list alone, the worker) has answered: loading, not "0 devices".
  const [inView, setInView] = useState<Place[] | undefined>(undefined);
  // The clusters opened in the list alone, outermost first.
  const [trail, setTrail] = useState<{ id: number; name: string }[]>([]);
  const controls = useRef<MapControls>(null);

  const bounds = useMemo(() => (positions === undefined ? undefined : boundsOf(positions)), [positions]);
  const ready = positions !== undefined && clusters !== undefined ? { bounds, clusters } : undefined;
  // Nothing in the whole world: no device has a place (a view panned to the sea is no such news).
  const placeless = searched === worldView && stage === 'ready' && positions?.length === 0;
  const deviceHref = (deviceId: string) => `${orgHref('/devices')}&device=${encodeURIComponent(deviceId)}`;

  const choose = (next: View) => {
    setAsked(next);
    kept.send({ type: 'setting.change', value: next });
    setTrail([]);
    setInView(undefined);
    // The list alone names every place; the map starts on every device.
    search.send({ type: 'query.change', query: worldView });
    replaceHashQuery(mapPath, (query) => query.set('view', next));
  };

  // The list alone reads its places from the worker (./listedPlaces.ts); beside the map, the map reports the places in
  // view. Until the opened cluster's places arrive, the list says it is grouping rather than show the level left behind.
  const opened = trail.at(-1)?.id;
  const [listMachine] = useState(createListedPlacesMachine);
  const listing = useActorRef(listMachine, { input: { query: {} } });
  useEffect(() => {
    if (view === 'list') listing.send({ type: 'query.change', query: { clusters, opened } });
  }, [listing, view, clusters, opened]);
  const listedAlone = useSelector(listing, selectAnswer<ListedPlaces | undefined>);
  const listFailed = useSelector(listing, (snapshot) => selectQueryStage(snapshot) === 'failed');
  const listFailure = useSelector(listing, selectQueryError);
  const listed = view === 'map' ? inView : listedAlone?.level.opened === opened ? listedAlone?.places : undefined;

  const zoom = (place: Extract<Place, { kind: 'cluster' }>) => {
    if (view === 'map') controls.current?.zoomInto(place);
    else setTrail((opened) => [...opened, { id: place.id, name: words.name(place) }]);
  };

  const devicesListed = i18n.number((listed ?? []).reduce((sum, place) => sum + (place.kind === 'cluster' ? place.count : 1), 0));
  const placesListed = listed?.length ?? 0;
  const mapLabel = t`Map of the devices`;
  const listLabel = view === 'map' ? t`Places in view` : t`Places`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t`Device map`}</Title>
        <Group gap="xs" role="group" aria-label={t`Show`}>
          <Button variant={view === 'map' ? 'filled' : 'default'} aria-pressed={view === 'map'} onClick={() => choose('map')}>
            {t`Map`}
          </Button>
          <Button variant={view === 'list' ? 'filled' : 'default'} aria-pressed={view === 'list'} onClick={() => choose('list')}>
            {t`List`}
          </Button>
        </Group>
      </Group>
      {keptError !== undefined && asked !== undefined && (
        <Callout tone="warning" title={t`Your choice of view was not kept`}>
          <ErrorMessage error={keptError} />
        </Callout>
      )}
      {stage !== 'failed' && (ready === undefined || view === undefined) && <Spinner label={t`Loading device positions`} />}
      {stage === 'failed' && <LoadFailure title={t`The device positions could not be read.`} error={failure} onRetry={() => search.send({ type: 'query.retry' })} />}
      {placeless && <Text>{t`No device of this organization has a position yet.`}</Text>}
      {ready && !placeless && view !== undefined && (
        <div className={view === 'map' ? classes.layout : undefined}>
          {view === 'map' && (
            <Suspense fallback={<Spinner label={t`Loading the map`} />}>
              <MapCanvas
                clusters={ready.clusters}
                bounds={ready.bounds}
                label={mapLabel}
                words={words}
                deviceHref={deviceHref}
                onPlaces={setInView}
                onView={(bounds) => search.send({ type: 'query.change', query: bounds, settle: true })}
                controls={controls}
              />
            </Suspense>
          )}
          <Stack gap="xs">
            {view === 'list' && listFailed ? (
              <LoadFailure title={t`The devices could not be grouped by place.`} error={listFailure} onRetry={() => listing.send({ type: 'query.retry' })} />
            ) : listed === undefined ? (
              <Spinner label={view === 'map' ? t`Placing the devices on the map` : t`Grouping the devices by place`} />
            ) : stage === 'settling' || stage === 'loading' ? (
              <Spinner label={t`Searching the devices in this view`} />
            ) : (
              <Text aria-live="polite">{t`Devices: ${devicesListed} · places: ${placesListed}`}</Text>
            )}
            {view === 'list' && trail.length > 0 && (
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => setTrail((opened) => opened.slice(0, -1))}>
                  {t`Back`}
                </Button>
                <Text size="sm">{trail.map(({ name }) => name).join(' › ')}</Text>
              </Group>
            )}
            <PlaceList places={listed ?? []} label={listLabel} words={words} deviceHref={deviceHref} onZoom={zoom} />
          </Stack>
        </div>
      )}
    </Stack>
  );
}
