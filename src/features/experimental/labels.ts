// Human names of the experimental switches (spec §2), translated through the catalogs.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExperimentalKey } from '../../../machines/experimentalFeatures';

export const experimentalLabels: Record<ExperimentalKey, MessageDescriptor> = {
  structs: msg`Structs`,
  highFrequencyData: msg`High-frequency data`,
  germanLanguage: msg`German language`,
  spanishLanguage: msg`Spanish language`,
  frenchLanguage: msg`French language`,
  japaneseLanguage: msg`Japanese language`,
  developerUi: msg`Developer UI`,
  formulaMapping: msg`Formula mapping`,
  ipFilter: msg`IP filter`,
  loginSplashVideo: msg`Video background on the sign-in page`,
  editorInspector: msg`Dashboard editor inspector`,
  dataTable: msg`Data table`,
  vpnNetworkSize: msg`VPN network size`,
  showVpnIp: msg`Show VPN IP address`,
  deviceServiceAccountAssociation: msg`Device service-account association`,
  groupPolicies: msg`Group policies`,
  showMapByDefault: msg`Show the map by default`,
  hideDeviceSerialNumber: msg`Hide device serial number`,
  hideDeviceDescription: msg`Hide device description`,
  hideVpnExportConfig: msg`Hide VPN configuration export`,
  credits: msg`Credits`,
  deviceTableWidget: msg`Device table widget`,
  mapAlarmWidget: msg`Map alarm widget`,
  widgetPermissions: msg`Widget permissions`,
  showHiddenApps: msg`Show hidden apps`,
};
