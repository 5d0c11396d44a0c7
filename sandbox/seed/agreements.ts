// The newest text of each legal agreement. Sandbox texts: they bind nobody and say so.
import type { Agreement } from '../../src/platform/types';

export const seedAgreements: Agreement[] = [
  {
    id: 11,
    type: 'TERM',
    version: '2025.1',
    title: 'Terms of Service (sandbox)',
    content: [
      'These terms govern the use of the portal in this sandbox installation. The sandbox emulates the platform for development and testing; it holds no real customer data and makes no commitment about availability.',
      'You may create organisations, devices and dashboards for evaluation. Everything you create is kept in memory and is lost when the sandbox restarts or is reset.',
      'Do not enter personal data, credentials of real systems or confidential information.',
    ].join('\n\n'),
  },
  {
    id: 12,
    type: 'PRIVACY',
    version: '2025.1',
    title: 'Privacy Notice (sandbox)',
    content: [
      'The sandbox stores the user names, e-mail addresses and preferences you enter only in the memory of the process that serves it. Nothing is sent to third parties and nothing is written to disk.',
      'The identity provider sets one cookie, KEYCLOAK_SESSION, to keep you signed in between page loads. It expires when you sign out or when the session times out.',
      'Stopping or resetting the sandbox erases all stored data.',
    ].join('\n\n'),
  },
  {
    id: 13,
    type: 'MAINTENANCE',
    version: '2025.1',
    title: 'Maintenance Policy (sandbox)',
    content: [
      'Planned maintenance is announced on the status page at least 48 hours in advance. During a maintenance window some services may answer slowly or not at all.',
      'In the sandbox, maintenance windows and incidents are simulated by tests through the sandbox control interface; they do not reflect the state of any real service.',
    ].join('\n\n'),
  },
];
