// What the page asks the cluster worker (clusterWorker.ts) and what it answers.
import type { DevicePosition } from '../../platform/mappingTypes';
import type { Bounds, Place } from './clusters';

export type ClusterRequest =
  | { kind: 'load'; positions: readonly DevicePosition[] }
  | { kind: 'places'; bounds: Bounds; zoom: number }
  | { kind: 'inside'; clusterId: number }
  | { kind: 'expansion'; clusterId: number };

export type ClusterResult = Place[] | number | null;

export type ClusterAnswer = { id: number; result: ClusterResult; error?: undefined } | { id: number; error: string };
