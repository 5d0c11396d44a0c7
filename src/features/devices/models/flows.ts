// The models tab's flows with their real effects (spec §7 device mapping API): the organisation's model versions,
// paged and searched on the server, shared with sub-organisations or deleted from their row; a model created, changed
// in place or saved as a new version; a model's presets listed and deleted, one created (machines/presetCreation
// .machine.ts), and the device configuration a preset produces. Every write goes through the flow's request
// attempts, so a retried save, share or delete applies once.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../../machines/liveQuery.machine';
import { createLoadAndSubmitMachine } from '../../../../machines/loadAndSubmit.machine';
import { createPagedListMachine } from '../../../../machines/pagedList.machine';
import { presetCreationMachine } from '../../../../machines/presetCreation.machine';
import { createSubmitMachine } from '../../../../machines/submit.machine';
import type { IamPage } from '../../../platform/iamClient';
import type { RegisteredModelPath } from '../../../platform/iamTypes';
import {
  markerErrorSeverity,
  type DeviceConfiguration,
  type IoTData,
  type Model,
  type ModelMarker,
  type ModelPathMatch,
  type ModelProblem,
  type ModelVersion,
} from '../../../platform/mappingTypes';
import type { ModelWritten, PresetClient, PresetSummary } from '../../../platform/presetClient';
import { requestAttempts, sameRequest, type SendAttempt, type Write } from '../../../platform/requestAttempts';
import type { Platform } from '../../../portal/platform';
import { sectionFlows } from '../../../portal/portal';
import { modelWrite, type ModelDraft } from './modelForm';

export type ModelAction = { kind: 'delete'; model: Model } | { kind: 'share'; model: Model; shared: boolean };
export type PresetAction = { kind: 'delete'; preset: PresetSummary } | { kind: 'share'; preset: PresetSummary; shared: boolean };

/** A preset never changes and a search is asked for: read again seldom, for a model changed elsewhere. */
const seldom = 300_000;

/**
 * A new preset: read back by its name, which a model's presets never share, holding the sources that were sent (one
 * preset read whole, facts §5 GET /presets/{id}), so a create whose answer was lost is not made twice.
 */
function presetCreate(presets: PresetClient, organization: string, modelId: string, preset: { name: string; data: IoTData }, signal: AbortSignal): Write<string> {
  const sent = Object.fromEntries(Object.entries(preset.data.properties).map(([path, { datalink }]) => [path, datalink?.source]));
  return {
    service: 'mappings',
    send: (requestId) => presets.createPreset(organization, preset, signal, requestId),
    async readBack() {
      const named = (await presets.presets(organization, modelId, signal)).find(({ name }) => name === preset.name);
      return named && sameRequest(await presets.presetSources(organization, named.id, signal), sent) ? named.id : undefined;
    },
  };
}

/** `config`: which services answer a repeated request id (absent: none, so every lost answer is read back). */
export function provideModelMachines({
  mappings,
  presets,
  platformController,
  iam,
  config,
}: Pick<Platform, 'mappings' | 'presets' | 'platformController' | 'iam'> & Partial<Pick<Platform, 'config'>>) {
  return {
    models: (organization: string) => {
      const send = requestAttempts();
      return createPagedListMachine<Model, ModelAction>('models').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, search }, signal }) => {
            const answer = await mappings.modelPage(organization, { page, pageSize, ...(search.trim() ? { search: search.trim() } : {}) }, signal);
            return { items: answer.data, totalElements: answer.totalElements, totalPages: answer.totalPages };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) =>
              action.kind === 'delete'
                ? presets.deleteModel(organization, action.model.id, signal, requestId)
                : presets.shareModel(organization, action.model.id, action.shared, signal, requestId),
            ),
          ),
        },
        // Sharing is undone as easily as it is done; deleting is confirmed first.
        guards: { needsConfirmation: (_, { action }) => action.kind === 'delete' },
      });
    },

    /**
     * A new model, or `editing` changed in place (same version) or saved as a new version. A new model reads the
     * names taken (a name the organisation sees is a new version of that model, made from its row); an edited one
     * is in its row whole.
     */
    modelForm: (organization: string, editing: Model | undefined) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<{ model?: Model; names: string[] }, ModelDraft, ModelWritten>('modelForm').provide({
        actors: {
          load: fromPromise(async ({ signal }) => (editing ? { model: editing, names: [] } : { names: await mappings.modelNames(organization, signal) })),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, ({ requestId }) =>
              editing !== undefined && draft.version === editing.version
                ? presets.updateModel(organization, editing.id, modelWrite(draft), signal, requestId)
                : presets.createModel(organization, modelWrite(draft), signal, requestId),
            ),
          ),
        },
      });
    },

    /**
     * A model write judged by the service before it is saved, nothing stored: what it refuses (none: save it).
     * `inPlace`: the version the write changes; absent for a new model or version.
     */
    modelCheck: (organization: string, inPlace: Model | undefined) =>
      createSubmitMachine<ModelDraft, ModelProblem[]>('modelCheck').provide({
        actors: {
          submit: fromPromise(({ input: { draft }, signal }) =>
            mappings.validateModel(organization, modelWrite(draft), draft.version === inPlace?.version ? inPlace.id : undefined, signal),
          ),
        },
      }),

    /** The versions of the model `name`, the newest first, with when each was made. */
    modelVersions: (organization: string) =>
      createLiveQueryMachine<{ name: string }, ModelVersion[]>('modelVersions').provide({
        actors: { fetch: fromPromise(({ input, signal }) => mappings.modelVersions(organization, input.query.name, signal)) },
        delays: { pollInterval: seldom },
      }),

    /** The names of the models the organisation sees: a model picker's choices. */
    modelNames: (organization: string) =>
      createLiveQueryMachine<{ organization: string }, string[]>('modelNames').provide({
        actors: { fetch: fromPromise(({ signal }) => mappings.modelNames(organization, signal)) },
        delays: { pollInterval: seldom },
      }),

    /** The model paths the organisation (its numeric id) registered in the core, paged and searched. */
    registeredPaths: (organizationId: number) =>
      createPagedListMachine<RegisteredModelPath, never>('registeredModelPaths').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, search }, signal }) => {
            const answer: IamPage<RegisteredModelPath> = await iam.modelPaths(organizationId, { page, pageSize, ...(search.trim() ? { search: search.trim() } : {}) }, signal);
            return { items: answer.content, totalElements: answer.totalElements, totalPages: answer.totalPages };
          }),
        },
      }),

    /** Registers a model path in the core; a retry of a lost answer is the same request. */
    registerPath: (organizationId: number) => {
      const send = requestAttempts();
      return createSubmitMachine<string, RegisteredModelPath>('modelPathRegistration').provide({
        actors: {
          submit: fromPromise(({ input: { draft }, signal }) =>
            send({ registeredPath: draft }, ({ requestId }) => iam.createModelPath(organizationId, draft, signal, requestId)),
          ),
        },
      });
    },

    presets: (organization: string, modelId: string) => {
      const send = requestAttempts();
      return createPagedListMachine<PresetSummary, PresetAction>('modelPresets').provide({
        actors: {
          // A model has few presets: one page of spec §9's fetch-all size holds them.
          fetchPage: fromPromise(async ({ signal }) => {
            const items = await presets.presets(organization, modelId, signal);
            return { items, totalElements: items.length, totalPages: 1 };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) =>
              action.kind === 'delete'
                ? presets.deletePreset(organization, action.preset.id, signal, requestId)
                : presets.sharePreset(organization, action.preset.id, action.shared, signal, requestId),
            ),
          ),
        },
        // As a model's: sharing is undone as easily as it is done; deleting is confirmed first.
        guards: { needsConfirmation: (_, { action }) => action.kind === 'delete' },
      });
    },

    /**
     * A preset's formulas judged by the service before it is created, side by side: the error markers of each path
     * whose formula it refuses (none: every formula passes). `Draft` carries what the form sends once they pass.
     */
    formulaCheck: <Draft extends { formulas: Record<string, string> }>(organization: string) =>
      createSubmitMachine<Draft, Record<string, ModelMarker[]>>('formulaCheck').provide({
        actors: {
          submit: fromPromise(async ({ input: { draft }, signal }) => {
            const judged = await Promise.all(
              Object.entries(draft.formulas).map(
                async ([path, formula]) =>
                  [path, (await platformController.validateFormula(organization, formula, signal)).filter(({ severity }) => severity >= markerErrorSeverity)] as const,
              ),
            );
            return Object.fromEntries(judged.filter(([, markers]) => markers.length > 0));
          }),
        },
      }),

    /** Keeps one request id per attempt of a preset, shared by the creations a dialog starts. */
    presetAttempts: () => requestAttempts(config?.idempotentServices),

    /** Creates `preset` of the model `modelId`. */
    presetCreation: (organization: string, modelId: string, preset: { name: string; data: IoTData }, send: SendAttempt) =>
      presetCreationMachine.provide({
        actors: {
          create: fromPromise(({ signal }) => send(preset, (attempt) => attempt.write(presetCreate(presets, organization, modelId, preset, signal)))),
        },
      }),

    deviceConfiguration: (organization: string) =>
      createLiveQueryMachine<{ presetId: string }, DeviceConfiguration>('deviceConfiguration').provide({
        actors: { fetch: fromPromise(({ input, signal }) => mappings.deviceConfiguration(organization, input.query.presetId, signal)) },
        delays: { pollInterval: seldom },
      }),

    /** The paths of the organisation's models that contain a text (the first 50). */
    pathSearch: (organization: string) =>
      createLiveQueryMachine<{ text: string }, { matches: ModelPathMatch[]; total: number }>('modelPathSearch').provide({
        actors: {
          fetch: fromPromise(async ({ input, signal }) => {
            const page = await mappings.searchModelPaths(organization, { page: 0, pageSize: 50, text: input.query.text }, signal);
            return { matches: page.data, total: page.totalElements };
          }),
        },
        delays: { pollInterval: seldom },
      }),
  };
}

export type ModelMachines = ReturnType<typeof provideModelMachines>;

/** The models tab's flows of this portal. */
export const useModelFlows = sectionFlows(({ platform }) => provideModelMachines(platform));
