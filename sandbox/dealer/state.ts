// The licences service's ledger and the license manager's pre-authorised transactions (sandbox/README.md "Dealer
// licensing"): acme is a dealer with three clients of its own, two products (one in two versions), licences sold
// to them (one activated, one waiting for its code, one trial), and acme's own pre-authorised transactions, whose
// executions succeed, fail or do nothing as seeded. `PUT /__sandbox/dealer { clients }` adds made-up clients for
// scale tests and benchmarks.
import type { TransactionOut } from '../../src/platform/appsTypes';
import type { ExecutionOrder, PreauthorizedTransaction } from '../../src/platform/dealerTypes';
import type { Licence, Product, ResourceType } from '../../src/platform/licencesTypes';

/** An organisation a dealer created and sells to, with what it uses of its subscriptions. */
export interface SandboxClient {
  orgResourceId: string;
  name: string;
  /** The dealer that created it (`createdByOrgResourceId`). */
  dealer: string;
  used: Partial<Record<ResourceType, number>>;
}

export interface SandboxProduct extends Product {
  deleted?: boolean;
}

export interface SandboxLicence extends Omit<Licence, 'expired' | 'resources'> {
  deleted?: boolean;
}

/** A transaction as the license manager keeps it; one an app asked for names its installation (`entity…`). */
export interface SandboxTransaction extends PreauthorizedTransaction, Partial<Omit<TransactionOut, keyof PreauthorizedTransaction>> {
  /** Whether a retried failed execution succeeds (the wallet was topped up meanwhile) or fails again. */
  retrySucceeds: boolean;
}

export interface DealerState {
  clients: SandboxClient[];
  products: SandboxProduct[];
  licences: SandboxLicence[];
  transactions: SandboxTransaction[];
  executions: ExecutionOrder[];
}

export const day = 86_400_000;
/** Most made-up clients a dealer may be given. */
export const maxBulkClients = 10_000;
// Fixed so lists come in the same order on every run.
const seededAt = Date.UTC(2026, 0, 5);

const standard = { type: 'STANDARD', trial: false, autorenewDefaultValueForNewLicenses: true, orgResourceId: 'acme' } as const;

function seedProducts(): SandboxProduct[] {
  return [
    {
      ...standard,
      id: 1,
      code: 'IOT-BASIC',
      label: 'IoT basic',
      version: 1,
      lastVersion: true,
      resources: [
        { resourceType: 'DEVICES', quantity: 10, duration: 365 },
        { resourceType: 'DEVICE_DATA', quantity: 10, duration: 365 },
      ],
    },
    {
      ...standard,
      id: 2,
      code: 'VPN-PRO',
      label: 'Remote access pro',
      version: 1,
      lastVersion: false,
      resources: [{ resourceType: 'DEVICE_VPN', quantity: 5, duration: 30 }],
    },
    {
      ...standard,
      id: 3,
      code: 'VPN-PRO',
      label: 'Remote access pro',
      type: 'PLUS',
      version: 2,
      lastVersion: true,
      resources: [{ resourceType: 'DEVICE_VPN', quantity: 8, duration: 30 }],
    },
    {
      ...standard,
      id: 4,
      code: 'TRIAL-30',
      label: 'Thirty-day trial',
      trial: true,
      autorenewDefaultValueForNewLicenses: false,
      version: 1,
      lastVersion: true,
      resources: [
        { resourceType: 'DEVICES', quantity: 2, duration: 30 },
        { resourceType: 'CREDITS', quantity: 1000, duration: 30 },
      ],
    },
  ];
}

const productOf = (product: SandboxProduct) => ({
  id: product.id,
  code: product.code,
  label: product.label,
  version: product.version,
  trial: product.trial,
});

/** A licence code as the service makes them: the dealer, the product and a serial. */
export const licenceCode = (dealer: string, productCode: string, id: number) => `${dealer.toUpperCase()}-${productCode}-${String(id).padStart(4, '0')}`;

function seedLicences(products: SandboxProduct[]): SandboxLicence[] {
  const [basic, , vpn, trial] = products as [SandboxProduct, SandboxProduct, SandboxProduct, SandboxProduct];
  const sold = (id: number, product: SandboxProduct, client: string, daysAgo: number, extra: Partial<SandboxLicence> = {}): SandboxLicence => ({
    licenseId: id,
    code: licenceCode('acme', product.code, id),
    creationDate: seededAt - daysAgo * day,
    autorenew: product.autorenewDefaultValueForNewLicenses,
    currency: 'EUR',
    price: 490,
    externalRef: `PO-${1000 + id}`,
    used: false,
    orgResourceId: 'acme',
    targetOrgResourceId: client,
    product: productOf(product),
    ...extra,
  });
  // Activated ones are relative to now, so they are not expired whatever the day the sandbox starts.
  const now = Date.now();
  return [
    sold(1, basic, 'bakery-bros', 40, { used: true, activationDate: now - 30 * day, expirationDate: now + 335 * day, activatedOrgResourceId: 'bakery-bros' }),
    sold(2, vpn, 'delta-foods', 20, { price: 120 }),
    sold(3, trial, 'orbit-labs', 10, {
      price: 0,
      autorenew: false,
      used: true,
      activationDate: now - 20 * day,
      expirationDate: now + 10 * day,
      activatedOrgResourceId: 'orbit-labs',
    }),
  ];
}

function seedTransactions(): { transactions: SandboxTransaction[]; executions: ExecutionOrder[] } {
  const base = { orgResourceId: 'acme', state: 'AUTHORIZED', authorizedBy: 'alice' } as const;
  const transactions: SandboxTransaction[] = [
    {
      ...base,
      id: 1,
      orderId: 'ORD-PM-2026',
      targetWalletId: 'wallet-predictive-maintenance',
      amount: 250,
      description: 'Predictive maintenance app, monthly plan',
      periodicity: 'P1M',
      executionMaxOrdinal: 12,
      retrySucceeds: true,
    },
    {
      ...base,
      id: 2,
      orderId: 'ORD-RPT-0007',
      targetWalletId: 'wallet-report-export',
      amount: 40,
      description: 'Report export credits',
      retrySucceeds: true,
    },
    {
      ...base,
      id: 3,
      orderId: 'ORD-FA-0311',
      targetWalletId: 'wallet-fleet-analytics',
      amount: 90,
      description: 'Fleet analytics, weekly plan',
      periodicity: 'P1W',
      retrySucceeds: false,
    },
  ];
  const run = (id: number, transactionId: number, ordinal: number, daysAgo: number, result: ExecutionOrder['result'], reason?: string): ExecutionOrder => ({
    id,
    transactionId,
    ordinal,
    executionTime: seededAt - daysAgo * day,
    result,
    ...(reason ? { reason } : {}),
  });
  const executions = [
    run(1, 1, 1, 60, 'SUCCESS'),
    run(2, 1, 2, 30, 'FAILURE', 'The wallet held too few credits'),
    run(3, 2, 1, 14, 'NOOP', 'Nothing was exported in the period'),
    run(4, 3, 1, 14, 'SUCCESS'),
    run(5, 3, 2, 7, 'FAILURE', 'The payment provider did not answer'),
  ];
  return { transactions, executions };
}

const clientNames = [
  ['bakery-bros', 'Bakery Bros'],
  ['delta-foods', 'Delta Foods'],
  ['orbit-labs', 'Orbit Labs'],
] as const;

export function createDealerState(): DealerState {
  const products = seedProducts();
  return {
    clients: clientNames.map(([orgResourceId, name], index) => ({
      orgResourceId,
      name,
      dealer: 'acme',
      used: index === 0 ? { DEVICES: 4, DEVICE_DATA: 3 } : index === 2 ? { DEVICES: 1, CREDITS: 250 } : {},
    })),
    products,
    licences: seedLicences(products),
    ...seedTransactions(),
  };
}

/** `count` made-up clients of acme after the seeded ones, every third with an activated licence of IoT basic. */
export function addBulkClients(state: DealerState, count: number): void {
  const basic = state.products.find((product) => product.code === 'IOT-BASIC' && product.lastVersion);
  let nextLicence = state.licences.reduce((max, licence) => Math.max(max, licence.licenseId), 0) + 1;
  const now = Date.now();
  for (let index = 1; index <= count; index += 1) {
    const orgResourceId = `client-${String(index).padStart(5, '0')}`;
    state.clients.push({ orgResourceId, name: `Client ${index}`, dealer: 'acme', used: { DEVICES: index % 7 } });
    if (basic === undefined || index % 3 !== 0) continue;
    state.licences.push({
      licenseId: nextLicence,
      code: licenceCode('acme', basic.code, nextLicence),
      creationDate: seededAt - index * 60_000,
      activationDate: now - (index % 300) * day,
      expirationDate: now + (365 - (index % 300)) * day,
      autorenew: true,
      currency: 'EUR',
      price: 490,
      externalRef: `BULK-${index}`,
      used: true,
      orgResourceId: 'acme',
      targetOrgResourceId: orgResourceId,
      activatedOrgResourceId: orgResourceId,
      product: productOf(basic),
    });
    nextLicence += 1;
  }
}

/** The product version a licence was sold for, deleted or not (its resources are the licence's). */
export function productOfLicence(state: DealerState, licence: SandboxLicence): SandboxProduct | undefined {
  return state.products.find((product) => product.id === licence.product.id);
}
