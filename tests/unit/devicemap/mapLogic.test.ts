// The device map's pure logic: co-located devices set apart, each cluster's worst open alarm, the background chosen.
import { describe, expect, it } from 'vitest';
import { indexPositions, placesIn, placesInside, type Place } from '../../../src/sections/map/clusters';
import { chooseMapStyle, mapLabels } from '../../../src/sections/map/mapStyle';
import { placeColours } from '../../../src/sections/map/placeWords';
import { severityScale } from '../../../src/ui/alarmSeverity';
import { spreadColocated } from '../../../src/sections/map/spread';
import { parseRuntimeConfig } from '../../../src/platform/config';
import type { DevicePosition } from '../../../src/platform/mappingTypes';

const at = (deviceId: string, lat: number, lon: number, maxSeverity?: number): DevicePosition => ({
  deviceId,
  label: deviceId,
  lat,
  lon,
  ...(maxSeverity === undefined ? {} : { maxSeverity }),
});

/** Metres between two nearby positions (flat-earth: fine over metres). */
const metresApart = (a: DevicePosition, b: DevicePosition) => {
  const north = (a.lat - b.lat) * 111_320;
  const east = (a.lon - b.lon) * 111_320 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(north, east);
};

describe('spreadColocated', () => {
  it('sets devices at one place at least the spacing apart, near that place, and leaves a lone device alone', () => {
    const site = Array.from({ length: 12 }, (_, index) => at(`dev-${index}`, 45.46, 9.19));
    const alone = at('dev-alone', 48.14, 11.58);
    const spread = spreadColocated([...site, alone], 25);
    expect(spread).toHaveLength(13);
    expect(spread.find(({ deviceId }) => deviceId === 'dev-alone')).toEqual(alone);
    const moved = spread.filter(({ deviceId }) => deviceId !== 'dev-alone');
    for (const [index, a] of moved.entries()) {
      expect(metresApart(a, site[0] as DevicePosition)).toBeLessThan(25 * Math.sqrt(12));
      for (const b of moved.slice(index + 1)) expect(metresApart(a, b)).toBeGreaterThanOrEqual(20);
    }
  });

  it('gives each device the same spot whatever order the service answered in', () => {
    const site = ['b', 'a', 'c'].map((id) => at(id, 10, 10));
    const spot = (positions: DevicePosition[]) => Object.fromEntries(spreadColocated(positions).map((p) => [p.deviceId, [p.lat, p.lon]]));
    expect(spot(site)).toEqual(spot([...site].reverse()));
  });
});

describe('clusters', () => {
  // Milan's devices: one Critical (5), one Minor (3), one with none; Munich's: none open.
  const positions = [
    at('milan-1', 45.46, 9.19, 3),
    at('milan-2', 45.47, 9.2, 5),
    at('milan-3', 45.45, 9.18),
    at('munich-1', 48.14, 11.58),
    at('munich-2', 48.15, 11.59),
  ];
  const europe: [number, number, number, number] = [-10, 35, 30, 60];
  const clusterNear = (places: Place[], lat: number) =>
    places.find((place): place is Extract<Place, { kind: 'cluster' }> => place.kind === 'cluster' && Math.abs(place.lat - lat) < 1);

  it('colours each cluster by the worst open alarm of its devices, none when none is open', () => {
    const places = placesIn(indexPositions(positions), europe, 5);
    expect(clusterNear(places, 45.46)).toMatchObject({ count: 3, worst: 5 });
    expect(clusterNear(places, 48.14)).toMatchObject({ count: 2, worst: undefined });
    // The most severe first.
    expect(places[0]).toMatchObject({ kind: 'cluster', worst: 5 });
  });

  it('splits a cluster into its devices, each with its own worst alarm', () => {
    const index = indexPositions(positions);
    const milan = clusterNear(placesIn(index, europe, 5), 45.46);
    const inside = placesInside(index, milan?.id ?? -1);
    expect(inside.map((place) => (place.kind === 'device' ? [place.deviceId, place.worst] : place.kind))).toEqual([
      ['milan-2', 5],
      ['milan-1', 3],
      ['milan-3', undefined],
    ]);
  });

  it('shows co-located devices one by one once zoomed in past the clusters', () => {
    const site = spreadColocated(Array.from({ length: 5 }, (_, index) => at(`site-${index}`, 45.46, 9.19, index)));
    const places = placesIn(indexPositions(site), [9.18, 45.45, 9.2, 45.47], 19);
    expect(places.map((place) => place.kind)).toEqual(['device', 'device', 'device', 'device', 'device']);
  });
});

describe('chooseMapStyle', () => {
  it('draws on the offline style, with nothing remote, when config.json names no map', () => {
    const style = chooseMapStyle(parseRuntimeConfig({}).map);
    expect(typeof style).toBe('object');
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
  });

  it('draws the world offline: land and borders from Natural Earth, the countries named, under the places', () => {
    const style = chooseMapStyle(parseRuntimeConfig({}).map);
    if (typeof style === 'string') throw new Error('expected an inline style');
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ['background', 'background'],
      ['graticule', 'line'],
      ['land', 'fill'],
      ['borders', 'line'],
    ]);
    const land = style.sources.land as { data: GeoJSON.FeatureCollection };
    expect(land.data.features.length).toBeGreaterThan(0);
    const labels = mapLabels(parseRuntimeConfig({}).map);
    expect(labels).toHaveLength(177);
    const italy = labels.find((label) => label.name === 'Italy');
    // Natural Earth's Italy: the middle of its mainland lies in central Italy (Umbria, Marche: 12–14° E, 42–44° N).
    expect(italy?.lon).toBeGreaterThan(12);
    expect(italy?.lon).toBeLessThan(14);
    expect(italy?.lat).toBeGreaterThan(42);
    expect(italy?.lat).toBeLessThan(44);
    // Tiles or a style document carry their own names.
    expect(mapLabels(parseRuntimeConfig({ map: { tiles: ['https://tile.example.com/{z}/{x}/{y}.png'] } }).map)).toEqual([]);
  });

  it('draws on configured raster tiles with their attribution', () => {
    const tiles = ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'];
    const style = chooseMapStyle(parseRuntimeConfig({ map: { tiles, attribution: '© OpenStreetMap contributors' } }).map);
    expect(style).toMatchObject({
      sources: { tiles: { type: 'raster', tiles, attribution: '© OpenStreetMap contributors' } },
      layers: [{ type: 'raster', source: 'tiles' }],
    });
  });

  it('uses a configured style document over tiles', () => {
    const map = { style: 'https://maps.example.com/style.json', tiles: ['https://t.example.com/{z}/{x}/{y}.png'] };
    expect(chooseMapStyle(parseRuntimeConfig({ map }).map)).toBe('https://maps.example.com/style.json');
  });

  it('refuses tile addresses without {z}, {x} and {y}', () => {
    expect(() => parseRuntimeConfig({ map: { tiles: ['https://tile.example.com/tiles.png'] } })).toThrow(/map\.tiles\.0: Expected \{z\}, \{x\} and \{y\}/);
  });
});

describe('the colour of a place', () => {
  it('is its worst open alarm severity from the one scale, or a green no severity has when it has none', () => {
    for (const level of severityScale) expect(placeColours(level.level).colour).toBe(level.colour);
    const calm = placeColours(undefined).colour;
    expect(calm).toBe('#2b8a3e');
    expect(severityScale.map(({ colour }) => colour)).not.toContain(calm);
  });
});
