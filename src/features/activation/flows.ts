// The walkthrough's flows with their real effects (spec §2 /walkthrough): the activation statechart
// (machines/activation.machine.ts) over the license manager and the mappings service's models and presets, and the
// organisation's device licences a page at a time, released after confirmation and their VPN renewal switched. Every
// write goes through the flow's request attempts (src/platform/requestIds.ts): an activation retried after its answer
// was lost is answered from the service's record, not refused as a used licence.
import { fromPromise } from 'xstate';
import { activationMachine, type ActivatedDevice, type ActivationLicence } from '../../../machines/activation.machine';
import { createPagedListMachine } from '../../../machines/pagedList.machine';
import type { DeviceLicence } from '../../platform/deviceLicenceTypes';
import { requestAttempts } from '../../platform/requestAttempts';
import { vpnLicenceWrites } from '../../platform/vpnLicenceWrites';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

/** What a person does to a licence from the list. */
export type LicenceAction = { kind: 'release'; licence: DeviceLicence } | { kind: 'autorenew'; licence: DeviceLicence; autorenew: boolean };

const walkthroughLicence = ({ id, activationKey, numOfSecondsAutoRenewVpn }: DeviceLicence): ActivationLicence => ({
  id,
  activationKey,
  vpnSeconds: numOfSecondsAutoRenewVpn,
});

export function provideActivationMachines({ deviceLicences, presets, mappings }: Pick<Platform, 'deviceLicences' | 'presets' | 'mappings'>) {
  return {
    walkthrough: (organization: string) => {
      const send = requestAttempts();
      const vpnLicence = vpnLicenceWrites(deviceLicences, organization, send);
      return activationMachine.provide({
        actors: {
          lookUpLicence: fromPromise(async ({ input, signal }) =>
            walkthroughLicence(
              await deviceLicences.lookUp(input.kind === 'activationKey' ? { activationKey: input.value } : { serialNumber: input.value }, signal),
            ),
          ),
          validateLicence: fromPromise(({ input, signal }) => deviceLicences.validate(input.activationKey, signal)),
          loadModels: fromPromise(({ signal }) => mappings.models(organization, signal)),
          loadPresets: fromPromise(({ input, signal }) => presets.presets(organization, input, signal)),
          activateDevice: fromPromise(async ({ input: { licence, device, placement }, signal }): Promise<ActivatedDevice> => {
            const activation = {
              alias: device.alias,
              activationKey: licence.activationKey,
              orgResourceId: organization,
              description: device.description || undefined,
              position: { lat: placement.latitude, lon: placement.longitude },
            };
            const used = await send(activation, ({ requestId }) => deviceLicences.activate(activation, signal, requestId));
            if (used.deviceId === undefined || used.logicalId === undefined) throw new Error('the activated licence names no device');
            return { deviceId: used.deviceId, logicalId: used.logicalId };
          }),
          applyPreset: fromPromise(({ input: { deviceId, presetId }, signal }) =>
            send({ deviceId, presetId }, ({ requestId }) => presets.applyPreset(organization, deviceId, presetId, signal, requestId)),
          ),
          activateVpn: fromPromise(({ input: { licence, activated, autorenew }, signal }) =>
            vpnLicence.activate({ autorenew, logicalId: activated.logicalId, numOfSeconds: licence.vpnSeconds }, signal),
          ),
        },
      });
    },

    licences: (organization: string) => {
      const send = requestAttempts();
      const vpnLicence = vpnLicenceWrites(deviceLicences, organization, send);
      return createPagedListMachine<DeviceLicence, LicenceAction>('deviceLicences').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) => {
            const answer = await deviceLicences.licences(organization, { page, pageSize }, signal);
            return { items: answer.content, totalElements: answer.totalElements, totalPages: answer.totalPages };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            action.kind === 'release'
              ? send(action, ({ requestId }) => deviceLicences.release(organization, action.licence.id, signal, requestId))
              : vpnLicence.setAutorenew(action.licence.logicalId ?? '', action.autorenew, signal),
          ),
        },
        guards: { needsConfirmation: (_, { action }) => action.kind === 'release' },
      });
    },
  };
}

export type ActivationMachines = ReturnType<typeof provideActivationMachines>;

/** The walkthrough's flows of this portal. */
export const useActivationFlows = sectionFlows(({ platform }) => provideActivationMachines(platform));
