// The sandbox's app catalogue: its two sample apps (sandbox/apps/pages), served on a second origin of the same
// server, `apps.localhost:<port>` (sandbox/vite-plugin.ts), so the portal hosts them as it hosts a partner's app: in
// a frame of another origin. An entry's addresses are made for the origin the portal called the sandbox on, so any
// preview port works. The wire shape is the platform's Application record with its manifest (facts §12.1).

/** The sample apps' host name; their origin is this host on the port the portal was served from. */
export const sampleAppsHostname = 'apps.localhost';

export interface CatalogueEntry {
  id: number;
  key: string;
  name: string;
  description: string;
  /** The app's folder under sandbox/apps/pages. */
  folder: string;
  version: string;
  inAppPurchases: boolean;
  scopes: string[];
  plans: { id: string; label: string; description: string; amount: number; trial?: { period: string } }[];
  /** Listed only when the person asks for hidden apps too (spec §2 show-hidden-apps switch). */
  hidden?: boolean;
  /** The manifest's `enableDeviceAccess`: installing makes the app a device-access service account (./deviceAccess.ts). */
  enableDeviceAccess?: boolean;
}

export const catalogue: readonly CatalogueEntry[] = [
  {
    id: 1,
    key: 'corvina-app-line-monitor',
    name: 'Line monitor',
    description: 'Shows who is looking at which organisation in the portal’s colours, and opens the portal’s alarms from the line.',
    folder: 'line-monitor',
    version: '1.2.0',
    inAppPurchases: false,
    scopes: ['iam.organizations.read'],
    plans: [{ id: 'free', label: 'Free', description: 'Every feature, no charge.', amount: 0 }],
  },
  {
    id: 2,
    key: 'corvina-app-spare-parts',
    name: 'Spare parts',
    description: 'Remembers each person’s preferred warehouse and orders spare parts, paid from the organisation’s credits.',
    folder: 'spare-parts',
    version: '0.9.1',
    inAppPurchases: true,
    scopes: ['iam.organizations.read', 'credits.transactions.create'],
    plans: [
      { id: 'free', label: 'Free', description: 'Pay per order from the organisation’s credits.', amount: 0 },
      { id: 'trial', label: 'Trial', description: 'Thirty days to try it; orders are still paid.', amount: 0, trial: { period: 'P30D' } },
      // Paid once at install from the organisation's credits (sandbox/apps/state.ts holds what each has).
      { id: 'pro', label: 'Pro', description: 'Orders without a per-order charge.', amount: 120 },
    ],
  },
  {
    // The line monitor's next release under evaluation: the same pages, hidden from the catalogue until it is out.
    id: 3,
    key: 'corvina-app-line-monitor-preview',
    name: 'Line monitor preview',
    description: 'The next release of the line monitor, under evaluation: hidden from the catalogue until it is out.',
    folder: 'line-monitor',
    version: '1.3.0-rc.1',
    inAppPurchases: false,
    scopes: ['iam.organizations.read'],
    plans: [{ id: 'free', label: 'Free', description: 'Every feature, no charge.', amount: 0 }],
    hidden: true,
    // The one app asking for device access: installed nowhere by default (globex's installation failed, so it made
    // no account), so the seeded member lists stay as they are.
    enableDeviceAccess: true,
  },
];

/** The origin the sample apps answer on, for a request the portal made on `requestUrl`. */
export function sampleAppsOrigin(requestUrl: string): string {
  const url = new URL(requestUrl);
  url.hostname = sampleAppsHostname;
  return url.origin;
}

/** The platform's Application record of an entry, its addresses on `origin`. */
export function applicationRecord(entry: CatalogueEntry, origin: string) {
  const base = `${origin}/${entry.folder}`;
  return {
    id: entry.id,
    key: entry.key,
    name: { value: entry.name },
    version: entry.version,
    description: { value: entry.description },
    coverImageUrl: `${base}/cover.svg`,
    images: [],
    status: entry.hidden ? 'UNDER_EVALUATION' : 'ACTIVE',
    globalPage: { id: 'main', url: `${base}/index.html`, iconUrl: `${base}/cover.svg`, title: { value: entry.name } },
    manifest: {
      key: entry.key,
      type: 'APP',
      apiVersion: '1.0.0',
      baseUrl: base,
      vendor: { name: 'Sandbox Apps', website: origin },
      free: entry.plans.every((plan) => plan.amount === 0),
      inAppPurchases: entry.inAppPurchases,
      paymentPlans: entry.plans.map((plan) => ({ ...plan, description: { value: plan.description } })),
      scopes: { applications: entry.scopes, devices: [], userImpersonation: false },
      hidden: entry.hidden === true,
      enableDeviceAccess: entry.enableDeviceAccess === true,
    },
  };
}
