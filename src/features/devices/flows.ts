// The devices section's flows with their real effects (spec §2 /devices): the fleet read a page at a time from the
// mappings service, narrowed on the server, with a device deleted from its row after confirmation; and one device's
// attributes (label, description, tags) loaded and saved. Every write goes through the flow's request attempts
// (src/platform/requestIds.ts), so a retried save or delete applies once.
import { fromPromise, type ActorRefFrom } from 'xstate';
import { createBulkActionMachine } from '../../../machines/bulkAction.machine';
import { alarmFilterExpression } from '../../platform/alarmFilter';
import type { AlarmActionKind, AlarmPage } from '../../platform/alarmTypes';
import { runAlarmAction } from '../../platform/runAlarmAction';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine } from '../../../machines/pagedList.machine';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { statusSyncMachine } from '../../../machines/statusSync.machine';
import { tagWriteMachine } from '../../../machines/tagWrite.machine';
import { createCoreDeviceClient, type CoreDevice } from '../../platform/coreDeviceClient';
import { isPlatformError } from '../../platform/errors';
import { createDeviceMoveClient, type ImportDestination, type ImportToken } from '../../platform/deviceMoveClient';
import type { DeviceRecord } from '../../platform/mappingClient';
import type { ConnectionEvent } from '../../platform/platformClient';
import type { DeviceConfiguration, TagSample } from '../../platform/platformTypes';
import { currentValues, modelPrefixOf, type CurrentValue } from './currentValues';
import type { DeviceAttributesPatch, DeviceGroup, DeviceGroupWrite, ModelSummary } from '../../platform/mappingTypes';
import type { PresetSummary } from '../../platform/presetClient';
import { fetchAllPages } from '../../platform/paging';
import { requestAttempts } from '../../platform/requestAttempts';
import { newRequestId, requestPart } from '../../platform/requestIds';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { keptUserProperty } from '../../kit/keptUserProperty';
import { runDeviceAction, type DeviceActionRequest } from './deviceActions';
import { deviceSearchQuery, fleetFilterFromSearch } from './fleetFilter';
import { fleetColumnsKey } from './fleetColumns';
import { silentFor } from './lastSeen';
import type { PropertyOwner } from '../../platform/corePreferencesClient';
import type { Gateway } from '../../platform/vpnClient';

/** A device as the fleet lists it: how long it has been silent is worked out by the server's clock on arrival. */
export type FleetDevice = DeviceRecord & { silentFor?: number };

export type FleetAction = { kind: 'delete'; device: FleetDevice };

export type GroupAction = { kind: 'delete'; group: DeviceGroup };

/** The group form's starting point: the group changed (absent: a new one) and the tags devices carry, to suggest. */
export interface GroupFormData {
  group?: DeviceGroup;
  knownTags: string[];
}

/** The device form's starting point: the device and the tags the organisation's devices carry. */
export interface DeviceFormData {
  device: DeviceRecord;
  knownTags: string[];
}

/** What the fleet's filters offer: models and tags by name, presets and device groups by id with their names. */
export interface FilterChoices {
  models: string[];
  tags: string[];
  presets: { id: string; name: string }[];
  /** Empty when the person may not read device groups. */
  groups: { id: string; name: string }[];
}

/** Which tag of a group's members is shown: none chosen yet is the first the group's model has. */
export interface GroupValuesQuery {
  modelPath?: string;
}

export interface GroupValues {
  /** The tags of the group's first member's model, each by its model path. */
  tags: { modelPath: string; name: string; unit?: string }[];
  /** The tag shown; absent when there is none to show. */
  modelPath?: string;
  /** Each member's latest sample of it, by device id: a member of another model has none. */
  samples: Map<string, TagSample>;
}

/** A device's connection history: from `since` to `to` (absent: until now, kept fresh), epoch ms. */
export interface ConnectionRange {
  since: number;
  to?: number;
}

/** Spec §9: device status queries read at most 1000 events. */
export const connectionLimit = 1000;
/** How often an open device and its history are read again. */
const devicePollInterval = 30_000;
/** How often an open device's current values are read again: live enough to watch a value change. */
const valuesPollInterval = 5_000;

/** What the device panel offers to configure a device with: the models, and the presets of the one chosen. */
export interface PresetChoices {
  models: ModelSummary[];
  presets: PresetSummary[];
}

/** A device's open alarm acted on from its panel: which action on which alarm. */
export interface DeviceAlarmRequest {
  action: AlarmActionKind;
  target: { kind: 'one'; id: string; label: string };
}

/** The device's open alarms the panel lists, the most severe first. */
const deviceAlarmsPageSize = 20;

/** How many of the records containing a person's text the search lists. */
export const foundPageSize = 20;

/** What finding a device answers: the device to open (its mappings `deviceId`), or the records to choose from. */
export type FoundDevices = { deviceId: string } | { matches: CoreDevice[]; total: number };

export function provideDeviceMachines({
  alarms,
  mappings,
  platformController,
  presets,
  coreHttp,
  vpn,
}: Pick<Platform, 'alarms' | 'mappings' | 'platformController' | 'presets' | 'coreHttp' | 'vpn'>) {
  const moves = createDeviceMoveClient(coreHttp);
  const coreDevices = createCoreDeviceClient(coreHttp);
  /** Every device group of the organisation, 200 a page (spec §9). */
  const allGroups = (organization: string, signal: AbortSignal): Promise<DeviceGroup[]> =>
    fetchAllPages((page, pageSize) => mappings.deviceGroupPage(organization, { page, pageSize }, signal), { signal });
  // Loaded with the first choice of columns read, not with the fleet's first page.
  return {
    fleet: (organization: string) => {
      const send = requestAttempts();
      return createPagedListMachine<FleetDevice, FleetAction>('fleet').provide({
        actors: {
          fetchPage: fromPromise(async ({ input, signal }) => {
            const answer = await mappings.devices(organization, deviceSearchQuery(fleetFilterFromSearch(input.filter ?? ''), input), signal);
            return {
              items: answer.data.map((device) => ({ ...device, silentFor: silentFor(device, answer.serverTimestamp) })),
              totalElements: answer.totalElements,
              totalPages: answer.totalPages,
            };
          }),
          act: fromPromise(async ({ input: { action }, signal }) => {
            return send(action.device.deviceId, ({ requestId }) => mappings.deleteDevice(organization, action.device.deviceId, signal, requestId));
          }),
        },
      });
    },

    deviceForm: (organization: string, deviceId: string) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<DeviceFormData, DeviceAttributesPatch, DeviceRecord>('deviceForm').provide({
        actors: {
          load: fromPromise(async ({ signal }) => {
            const [device, knownTags] = await Promise.all([mappings.device(organization, deviceId, signal), mappings.deviceTags(organization, signal)]);
            return { device, knownTags };
          }),
          submit: fromPromise(async ({ input: { draft }, signal }) => {
            return send(draft, ({ requestId }) => mappings.patchDevice(organization, deviceId, draft, signal, requestId));
          }),
        },
      });
    },

    /** One device as it is now (connection, configuration), read again while it is open. */
    device: (organization: string) =>
      createLiveQueryMachine<{ deviceId: string }, DeviceRecord>('device').provide({
        actors: { fetch: fromPromise(({ input, signal }) => mappings.device(organization, input.query.deviceId, signal)) },
        delays: { pollInterval: devicePollInterval },
      }),

    /**
     * The remote-access gateway the device is (the gateway whose licence has the device's logical id), or `null` when
     * it is none; read again with the device, as a gateway can be removed from the remote-access service.
     */
    gatewayOf: (organization: string, logicalId: string) =>
      createLiveQueryMachine<Record<string, never>, Gateway | null>('deviceGateway').provide({
        actors: {
          fetch: fromPromise(
            async ({ signal }) =>
              (await vpn.gateways(organization, { page: 0, pageSize: 1, status: 'all', sortDir: 'ASC', logicalId }, signal)).gateways[0] ?? null,
          ),
        },
        delays: { pollInterval: devicePollInterval },
      }),

    /** The latest value of each of the device's tags, with when it was read; read again every few seconds. */
    currentValues: (organization: string, deviceId: string, modelPrefix: string) =>
      createLiveQueryMachine<Record<string, never>, CurrentValue[]>('deviceValues').provide({
        actors: {
          fetch: fromPromise(async ({ signal }) => {
            const [tags, samples] = await Promise.all([
              platformController.availableTags(organization, deviceId, signal),
              platformController.deviceTags(organization, deviceId, { modelPath: modelPrefix }, signal),
            ]);
            return currentValues(modelPrefix, tags, samples);
          }),
        },
        delays: { pollInterval: valuesPollInterval },
      }),

    /** Writes one value to a tag, confirmed first, then reads it back; a retry of a lost answer is the same request. */
    tagWrite: (organization: string, deviceId: string) => {
      const send = requestAttempts();
      return tagWriteMachine.provide({
        actors: {
          write: fromPromise(({ input: { modelPath, value }, signal }) =>
            send({ deviceId, modelPath, value }, ({ requestId }) =>
              platformController.writeTags(organization, deviceId, { data: [{ modelPath, v: value }] }, signal, requestId),
            ),
          ),
          readBack: fromPromise(async ({ input: { modelPath }, signal }) => {
            const [tag] = await platformController.deviceTags(organization, deviceId, { modelPath }, signal);
            const [at, value] = tag?.data.at(-1) ?? [];
            if (at === undefined) throw new Error(`The platform returned no value of ${modelPath}`);
            return { value: value ?? null, at };
          }),
        },
      });
    },

    /** The device's open alarms (spec §4: not cleared and active, or owing an acknowledgement or a reset), most severe first. */
    openAlarms: (organization: string, deviceId: string) =>
      createLiveQueryMachine<Record<string, never>, AlarmPage>('deviceAlarms').provide({
        actors: {
          fetch: fromPromise(({ signal }) =>
            alarms.search(
              organization,
              {
                data: alarmFilterExpression({ status: 'open', deviceId, text: '' }),
                orderBy: 'severity',
                orderDir: 'desc',
                page: 0,
                pageSize: deviceAlarmsPageSize,
              },
              signal,
            ),
          ),
        },
        delays: { pollInterval: valuesPollInterval },
      }),

    /** Acknowledges, resets or clears one of the device's alarms from its row; a retry is the same attempt. */
    alarmActions: (organization: string) => {
      const visit = newRequestId();
      return createBulkActionMachine<DeviceAlarmRequest>('deviceAlarmActions').provide({
        actors: {
          execute: fromPromise(({ input: { request, comment, attempt }, signal }) =>
            runAlarmAction(
              alarms,
              organization,
              { action: request.action, target: { kind: 'selected', ids: [request.target.id] }, comment, requestKey: requestPart(visit, String(attempt)) },
              signal,
            ),
          ),
        },
      });
    },

    /** What the device was told to run and what it reports running. */
    configuration: (organization: string, deviceId: string) =>
      createLiveQueryMachine<Record<string, never>, DeviceConfiguration>('deviceConfiguration').provide({
        actors: { fetch: fromPromise(({ signal }) => platformController.deviceConfiguration(organization, deviceId, signal)) },
        delays: { pollInterval: devicePollInterval },
      }),

    /** The device's connections and disconnections over a range, the newest 1000. */
    connections: (organization: string, deviceId: string) =>
      createLiveQueryMachine<ConnectionRange, ConnectionEvent[]>('deviceConnections').provide({
        actors: {
          fetch: fromPromise(({ input: { query }, signal }) =>
            platformController.deviceStatus(
              organization,
              deviceId,
              {
                since: new Date(query.since).toISOString(),
                to: query.to === undefined ? undefined : new Date(query.to).toISOString(),
                limit: connectionLimit,
              },
              signal,
            ),
          ),
        },
        delays: { pollInterval: devicePollInterval },
      }),

    /** Asks the platform to read the device's connection state again; a retry of a lost answer is the same request. */
    syncStatus: (organization: string, deviceId: string) => {
      const send = requestAttempts();
      return statusSyncMachine.provide({
        actors: {
          sync: fromPromise(({ signal }) =>
            send(deviceId, ({ requestId }) => platformController.syncDeviceStatus(organization, deviceId, signal, requestId)),
          ),
        },
      });
    },

    /** Tag, untag, group, ungroup or delete the selected devices, or every device matching the filters, with the outcome per device. */
    actions: (organization: string) => {
      // Request ids are unique per screen visit and attempt (machines/bulkAction.machine.ts).
      const visit = newRequestId();
      return createBulkActionMachine<DeviceActionRequest>('deviceActions').provide({
        actors: {
          execute: fromPromise(({ input: { request, comment, attempt }, signal }) =>
            runDeviceAction(mappings, organization, request, comment, requestPart(visit, String(attempt)), signal),
          ),
        },
      });
    },

    /** The organisation's device groups with their tags and members, a page at a time; a group deleted after confirmation. */
    /**
     * One tag's latest value on every member of a device group that has it (facts §6 getTagsByDeviceGroup), with the
     * tags to choose from: those of the group's first member's model; the first of them until one is chosen.
     */
    groupValues: (organization: string, group: DeviceGroup) =>
      createLiveQueryMachine<GroupValuesQuery, GroupValues>('deviceGroupValues').provide({
        actors: {
          fetch: fromPromise(async ({ input: { query }, signal }) => {
            const [first] = group.members;
            if (first === undefined) return { tags: [], samples: new Map() };
            const [device, advertised] = await Promise.all([
              mappings.device(organization, first.deviceId, signal),
              platformController.availableTags(organization, first.deviceId, signal),
            ]);
            const prefix = modelPrefixOf(device.modelName, device.modelVersion);
            const tags = advertised.map((tag) => ({ modelPath: `${prefix}/${tag.name}`, name: tag.name, unit: tag.unit }));
            const modelPath = query.modelPath ?? tags[0]?.modelPath;
            if (modelPath === undefined) return { tags, samples: new Map() };
            const series = await platformController.tagsByDeviceGroup(organization, group.id, { modelPath }, signal);
            return { tags, modelPath, samples: new Map(series.flatMap(({ deviceId, data }) => (data.length > 0 ? [[deviceId, data[data.length - 1] as TagSample]] : []))) };
          }),
        },
        delays: { pollInterval: devicePollInterval },
      }),

    groups: (organization: string) => {
      const send = requestAttempts();
      return createPagedListMachine<DeviceGroup, GroupAction>('deviceGroups').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) => {
            const answer = await mappings.deviceGroupPage(organization, { page, pageSize }, signal);
            return { items: answer.data, totalElements: answer.totalElements, totalPages: answer.totalPages };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action.group.id, ({ requestId }) => mappings.deleteDeviceGroup(organization, action.group.id, signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => true },
      });
    },

    /** A group created (`group` absent) or renamed and re-tagged, starting from the tags the devices carry. */
    groupForm: (organization: string, group: DeviceGroup | undefined) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<GroupFormData, DeviceGroupWrite, DeviceGroup>('deviceGroupForm').provide({
        actors: {
          load: fromPromise(async ({ signal }) => ({ group, knownTags: await mappings.deviceTags(organization, signal) })),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, ({ requestId }) =>
              group
                ? mappings.updateDeviceGroup(organization, group.id, draft, signal, requestId)
                : mappings.createDeviceGroup(organization, draft, signal, requestId),
            ),
          ),
        },
      });
    },

    /** The groups a bulk action may join devices to or take them out of: every one, 200 a page (spec §9). */
    groupChoices: (organization: string) =>
      createLiveQueryMachine<{ organization: string }, DeviceGroup[]>('deviceGroupChoices').provide({
        actors: {
          fetch: fromPromise(({ signal }) => allGroups(organization, signal)),
        },
        delays: { pollInterval: devicePollInterval },
      }),

    /** The models a device may be configured for and the presets of the chosen one (`modelId`). */
    presetChoices: (organization: string) =>
      createLiveQueryMachine<{ modelId: string }, PresetChoices>('presetChoices').provide({
        actors: {
          fetch: fromPromise(async ({ input: { query }, signal }) => {
            const [models, offered] = await Promise.all([mappings.models(organization, signal), presets.presets(organization, query.modelId, signal)]);
            return { models, presets: offered };
          }),
        },
        delays: { pollInterval: devicePollInterval },
      }),

    /** Configures the device with a preset; a retry of a lost answer is the same request. */
    applyPreset: (organization: string, deviceId: string) => {
      const send = requestAttempts();
      return createSubmitMachine<string, void>('presetApplication').provide({
        actors: {
          submit: fromPromise(({ input: { draft: presetId }, signal }) =>
            send({ deviceId, presetId }, ({ requestId }) => presets.applyPreset(organization, deviceId, presetId, signal, requestId)),
          ),
        },
      });
    },

    /**
     * A device found by what a person knows of it, trimmed (docs/decisions.md "Devices"): the alias it was activated
     * with (the platform controller's `deviceByAlias`, exact, sub-organisations too), else the label it is known by
     * (the core's lookup by label, exact: one opens, several are listed), else the records whose label, alias or
     * hardware id contain it (the core's search, the first `foundPageSize`). A question, not a write: no request id.
     */
    findDevice: (organization: string, organizationId: number) =>
      createSubmitMachine<string, FoundDevices>('findDevice').provide({
        actors: {
          submit: fromPromise(async ({ input: { draft }, signal }): Promise<FoundDevices> => {
            const text = draft.trim();
            const byAlias = await platformController.deviceByAlias(organization, text, signal).catch((error: unknown) => {
              if (isPlatformError(error, 'notFound')) return undefined;
              throw error;
            });
            if (byAlias) return { deviceId: byAlias.deviceId };
            const labelled = await coreDevices.devicesByLabel(organizationId, text, signal);
            if (labelled.length === 1) return { deviceId: labelled[0]!.hwId };
            if (labelled.length > 1) return { matches: labelled, total: labelled.length };
            const { content, totalElements } = await coreDevices.searchDevices(organizationId, { search: text, page: 0, pageSize: foundPageSize }, signal);
            return { matches: content, total: totalElements };
          }),
        },
      }),

    /**
     * The core's record of a device (docs/decisions.md "Devices"): found by its hardware id, the mappings service's
     * `deviceId`; null when the core holds none.
     */
    deviceIdentity: (organizationId: number, deviceId: string) =>
      createLoadAndSubmitMachine<CoreDevice | null, never, never>('deviceIdentity').provide({
        actors: {
          load: fromPromise(
            async ({ signal }) => (await coreDevices.devices(organizationId, { deviceHwId: deviceId, page: 0, pageSize: 1 }, signal)).content[0] ?? null,
          ),
        },
      }),

    /**
     * The label the device is known by, changed on its core record and read back from it: the answer is the record
     * as the core holds it afterwards. A retry after a lost answer is the same request.
     */
    relabel: (organizationId: number, id: number) => {
      const send = requestAttempts();
      return createSubmitMachine<string, CoreDevice>('deviceRelabel').provide({
        actors: {
          submit: fromPromise(async ({ input: { draft: label }, signal }) => {
            await send({ relabel: id, label }, ({ requestId }) => coreDevices.relabel(organizationId, id, label, signal, requestId));
            return coreDevices.device(organizationId, id, signal);
          }),
        },
      });
    },

    /** A new import token of the organisation (numeric id): another organisation moves a device here with it. */
    importToken: (organizationId: number) => {
      const send = requestAttempts();
      return createSubmitMachine<void, ImportToken>('importToken').provide({
        actors: {
          submit: fromPromise(({ signal }) =>
            send({ importTokenOf: organizationId }, ({ requestId }) => moves.generateImportToken(organizationId, signal, requestId)),
          ),
        },
      });
    },

    /** Whose an import token is: the organisation a device moves to with it, shown before it is moved. */
    importDestination: () =>
      createSubmitMachine<string, ImportDestination>('importDestination').provide({
        actors: { submit: fromPromise(({ input: { draft: token }, signal }) => moves.verifyImportToken(token, signal)) },
      }),

    /** The device moved with an import token; a retry of a lost answer is the same move. */
    moveDevice: (organizationId: number, deviceId: string) => {
      const send = requestAttempts();
      return createSubmitMachine<string, void>('deviceMove').provide({
        actors: {
          submit: fromPromise(({ input: { draft: token }, signal }) =>
            send({ deviceId, token }, ({ requestId }) => moves.moveDevice(organizationId, deviceId, token, signal, requestId)),
          ),
        },
      });
    },

    /**
     * The fleet's columns the person chose (fleetColumns.ts), kept as their user property: shown at once, saved one
     * at a time, the newest after the one under way; a retry of a lost answer is the same request.
     */
    fleetColumns: (owner: PropertyOwner) => keptUserProperty(coreHttp, 'fleetColumns', fleetColumnsKey, owner),

    /** What the filters offer: the organisation's models and tags, read again after a change and now and then. */
    /** `readGroups`: whether the person may read device groups, so the group filter is offered. */
    filterChoices: (organization: string, readGroups: boolean) =>
      createLiveQueryMachine<{ organization: string }, FilterChoices>('fleetFilterChoices').provide({
        actors: {
          fetch: fromPromise(async ({ signal }) => {
            const [models, tags, groups] = await Promise.all([
              mappings.models(organization, signal),
              mappings.deviceTags(organization, signal),
              readGroups ? allGroups(organization, signal) : [],
            ]);
            const offered = (await Promise.all(models.map(({ id }) => presets.presets(organization, id, signal)))).flat();
            return {
              models: [...new Set(models.map(({ name }) => name))],
              tags,
              presets: offered.map(({ id, name }) => ({ id, name })),
              groups: groups.map(({ id, name }) => ({ id, name })),
            };
          }),
        },
        delays: { pollInterval: devicePollInterval },
      }),
  };
}

export type DeviceMachines = ReturnType<typeof provideDeviceMachines>;
export type DeviceActionsActor = ActorRefFrom<ReturnType<DeviceMachines['actions']>>;

/** The devices section's flows of this portal. */
export const useDeviceFlows = sectionFlows(({ platform }) => provideDeviceMachines(platform));
