// One line per experimental switch saying what it does, shown under its name in the
// "Experimental features" dialog; docs/decisions.md "Experimental switches" holds the reasons.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExperimentalKey } from '../../../machines/experimentalFeatures';

export const experimentalDescriptions: Record<ExperimentalKey, MessageDescriptor> = {
  structs: msg`Offers the struct type for a model's paths.`,
  highFrequencyData: msg`Lets a preset send its data every tenth of a second instead of whole seconds.`,
  germanLanguage: msg`Offers German among the languages of the user menu.`,
  spanishLanguage: msg`Offers Spanish among the languages of the user menu.`,
  frenchLanguage: msg`Offers French among the languages of the user menu.`,
  japaneseLanguage: msg`The portal has no Japanese translation, so there is nothing to offer.`,
  developerUi: msg`Adds "Developer details" to the user menu: the organization's ids, the service addresses and your permissions.`,
  formulaMapping: msg`Lets a preset's path compute its value from a formula over the device's tags.`,
  ipFilter: msg`Editing the IP addresses a sub-organization may be reached from is not in this portal yet.`,
  loginSplashVideo: msg`The platform gives this portal no sign-in video, so there is nothing to show.`,
  editorInspector: msg`Shows an inspector in the dashboard editor: the selected widget's id, type, name, place and bindings.`,
  dataTable: msg`Shows the data explorer's values as a table under the chart.`,
  vpnNetworkSize: msg`Lets a gateway's virtual network be set.`,
  showVpnIp: msg`Shows a gateway's VPN IP address.`,
  deviceServiceAccountAssociation: msg`Shows in a device's panel which installed apps may reach it, and lets you change that.`,
  groupPolicies: msg`Lets a user take their security policies from their user groups (set on the user's form).`,
  showMapByDefault: msg`Opens the device map on the map, not the list, for people who have not chosen Map or List there (the device map keeps each person's choice).`,
  hideDeviceSerialNumber: msg`Hides devices' serial numbers.`,
  hideDeviceDescription: msg`Hides devices' descriptions.`,
  hideVpnExportConfig: msg`Hides the download of a gateway's VPN configuration.`,
  credits: msg`Shows each dealer client's credit balance.`,
  deviceTableWidget: msg`Offers the device table widget in the dashboard editor.`,
  mapAlarmWidget: msg`Offers the alarm map widget in the dashboard editor.`,
  widgetPermissions: msg`Lets the dashboard editor show a widget to the dashboard's editors only.`,
  showHiddenApps: msg`Lists the hidden apps in the app store too.`,
};

/** Switches this portal cannot honour: shown (their keys stay stable in storage) but not offered, with their line. */
export const unavailableSwitches: ReadonlySet<ExperimentalKey> = new Set<ExperimentalKey>(['japaneseLanguage', 'loginSplashVideo', 'ipFilter']);
