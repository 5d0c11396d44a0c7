// The sandbox's seeded people. Password = username, all in the realm `corvina`. The README and the tests read
// this table, so a persona changed here is changed everywhere.
import { meaningfulScopes } from '../src/platform/meaningfulScopes';
import type { PermissionScope } from '../src/platform/permissions';
import type { AgreementType } from '../src/platform/types';

export const allPermissionScopes: PermissionScope[] = meaningfulScopes;

const viewerScopes: PermissionScope[] = ['portal:access', 'dashboards:read', 'devices:read', 'models:read', 'alarms:read'];

export interface Persona {
  id: number;
  /** Stable OpenID subject. */
  sub: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  realmRoles: string[];
  /**
   * Permission scopes per organisation resourceId the persona is a direct member of. Sub-organisations are
   * reached through their parent and carry the parent's scopes.
   */
  memberships: Record<string, PermissionScope[]>;
  pendingAgreements: AgreementType[];
  /** Stored locale preference (serviceName `localePreferenceService`), if any. */
  locale?: string;
  /** What the persona exercises, for the README and test titles. */
  purpose: string;
}

export const personas = {
  alice: {
    id: 101,
    sub: '6b0d7c1e-8a43-4e0f-9a57-a11ce0000101',
    username: 'alice',
    password: 'alice',
    firstName: 'Alice',
    lastName: 'Anders',
    email: 'alice@acme.example',
    realmRoles: ['dealer'],
    memberships: { acme: allPermissionScopes, globex: allPermissionScopes },
    pendingAgreements: [],
    purpose: 'Administrator and dealer in acme (with sub-organisation acme-north) and globex; every permission.',
  },
  bob: {
    id: 102,
    sub: '6b0d7c1e-8a43-4e0f-9a57-b0b000000102',
    username: 'bob',
    password: 'bob',
    firstName: 'Bob',
    lastName: 'Brown',
    email: 'bob@acme.example',
    realmRoles: [],
    memberships: { acme: viewerScopes },
    pendingAgreements: [],
    purpose: 'Read-only member of acme only (single organisation: auto-selected).',
  },
  carol: {
    id: 103,
    sub: '6b0d7c1e-8a43-4e0f-9a57-ca2010000103',
    username: 'carol',
    password: 'carol',
    firstName: 'Carol',
    lastName: 'Chen',
    email: 'carol@initech.example',
    realmRoles: [],
    memberships: {
      initech: [
        'portal:access',
        'dashboards:read',
        'dashboards:create',
        'dashboards:update',
        'devices:read',
        'models:read',
        'alarms:read',
        'notifications:read',
      ],
    },
    pendingAgreements: ['TERM', 'PRIVACY'],
    purpose: 'Dashboard author in initech who has not yet accepted the terms and privacy agreements.',
  },
  dave: {
    id: 104,
    sub: '6b0d7c1e-8a43-4e0f-9a57-da0e00000104',
    username: 'dave',
    password: 'dave',
    firstName: 'Dave',
    lastName: 'Diaz',
    email: 'dave@acme.example',
    realmRoles: [],
    memberships: { acme: [] },
    pendingAgreements: [],
    purpose: 'Member of acme whose organisation token carries no permissions.',
  },
  erin: {
    id: 105,
    sub: '6b0d7c1e-8a43-4e0f-9a57-e71200000105',
    username: 'erin',
    password: 'erin',
    firstName: 'Erin',
    lastName: 'Engel',
    email: 'erin@acme.example',
    realmRoles: [],
    memberships: { acme: viewerScopes },
    pendingAgreements: [],
    locale: 'de-DE',
    purpose: 'Read-only member of acme with a stored German (de-DE) locale preference.',
  },
} satisfies Record<string, Persona>;

export type PersonaName = keyof typeof personas;
