// The remote application form's values and rules: the port kept as typed and refused at its field unless it is a
// whole number from 1 to 65535 (never rounded or clamped), each kind's own settings, and the write sent for it. The
// rules are the service's own (src/platform/vpnTypes.ts applicationProblems), so the sandbox refuses the same.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RemoteApplication } from '../../platform/vpnClient';
import {
  applicationLimits,
  applicationProblems,
  defaultPorts,
  type ApplicationField,
  type ApplicationProblem,
  type ApplicationProtocol,
  type ApplicationType,
  type ApplicationWrite,
  type RdpSecurity,
} from '../../platform/vpnTypes';

export interface ApplicationFormValues {
  name: string;
  type: ApplicationType;
  protocol: ApplicationProtocol;
  /** As typed. */
  port: string;
  username: string;
  rdpSecurity: RdpSecurity;
  rdpKeyboardLayout: string;
  disableCopy: boolean;
  disablePaste: boolean;
  url: string;
  inBrowser: boolean;
  commandWindows: string;
  commandLinux: string;
  commandMac: string;
}

/** The kinds whose client signs in with a user name. */
export const withUsername: readonly ApplicationType[] = ['SSH', 'RDP', 'Telnet'];
export const isWeb = (type: ApplicationType) => type === 'HTTP' || type === 'HTTPS';

export function newApplicationValues(): ApplicationFormValues {
  return {
    name: '',
    type: 'SSH',
    protocol: 'TCP',
    port: String(defaultPorts.SSH),
    username: '',
    rdpSecurity: 'Any',
    rdpKeyboardLayout: 'en-us-qwerty',
    disableCopy: false,
    disablePaste: false,
    url: '/',
    inBrowser: true,
    commandWindows: '',
    commandLinux: '',
    commandMac: '',
  };
}

export function applicationValues(application: RemoteApplication): ApplicationFormValues {
  const blank = newApplicationValues();
  return {
    name: application.name,
    type: application.type,
    protocol: application.protocol,
    port: String(application.port),
    username: application.username ?? '',
    rdpSecurity: application.rdp_security ?? blank.rdpSecurity,
    rdpKeyboardLayout: application.rdp_keyboard_layout ?? blank.rdpKeyboardLayout,
    disableCopy: application.disable_copy ?? false,
    disablePaste: application.disable_paste ?? false,
    url: application.url ?? blank.url,
    inBrowser: application.browser_application ?? blank.inBrowser,
    commandWindows: application.command_path ?? '',
    commandLinux: application.command_path_linux ?? '',
    commandMac: application.command_path_os_x ?? '',
  };
}

/** Another kind starts on its usual port when the port was the previous kind's usual one; TCP but for custom. */
export function withType(values: ApplicationFormValues, type: ApplicationType): ApplicationFormValues {
  const usualPort = values.port === String(defaultPorts[values.type]);
  return {
    ...values,
    type,
    protocol: type === 'Custom' ? values.protocol : 'TCP',
    port: usualPort ? String(defaultPorts[type]) : values.port,
  };
}

/** A whole number as typed (digits only), else NaN: "22.0", "2e3" or " 22" are not ports. */
const portOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);

/** What is sent: the kind's own settings, nothing of the others. */
export function applicationWriteOf(values: ApplicationFormValues): ApplicationWrite {
  const write: ApplicationWrite = { name: values.name.trim(), type: values.type, protocol: values.protocol, port: portOf(values.port) };
  if (withUsername.includes(values.type) && values.username !== '') write.username = values.username;
  if (values.type === 'RDP') Object.assign(write, { rdp_security: values.rdpSecurity, rdp_keyboard_layout: values.rdpKeyboardLayout });
  if (values.type === 'VNC') Object.assign(write, { disable_copy: values.disableCopy, disable_paste: values.disablePaste });
  if (isWeb(values.type)) Object.assign(write, { url: values.url, browser_application: values.inBrowser });
  if (values.type === 'Custom') {
    const paths = { command_path: values.commandWindows.trim(), command_path_linux: values.commandLinux.trim(), command_path_os_x: values.commandMac.trim() };
    for (const [field, path] of Object.entries(paths)) if (path !== '') Object.assign(write, { [field]: path });
  }
  return write;
}

export type ApplicationFormErrors = Partial<Record<ApplicationField, MessageDescriptor>>;

const messages: Partial<Record<ApplicationField, Partial<Record<ApplicationProblem, MessageDescriptor>>>> = {
  name: { missing: msg`Enter a name.`, tooLong: msg`Use at most ${applicationLimits.name} characters.` },
  port: { outOfRange: msg`Enter a whole number from ${applicationLimits.port.min} to ${applicationLimits.port.max}.` },
  username: { tooLong: msg`Use at most ${applicationLimits.username} characters.`, format: msg`A user name has no spaces.` },
  url: { tooLong: msg`Use at most ${applicationLimits.url} characters.`, format: msg`Start the path with “/”, without spaces.` },
  command_path: { missing: msg`Enter the program for at least one operating system.`, tooLong: msg`Use at most ${applicationLimits.commandPath} characters per program.` },
};
const fallback = msg`Choose one of the values offered.`;

export function validateApplication(values: ApplicationFormValues): ApplicationFormErrors {
  const problems = applicationProblems(applicationWriteOf(values));
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, messages[field as ApplicationField]?.[problem] ?? fallback]),
  ) as ApplicationFormErrors;
}
