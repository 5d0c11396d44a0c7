// The core's app calls in the sandbox (spec §7 Core API "Apps", facts §12): the catalogue (searched, paged, hidden
// apps only when asked for), one app,
// an organisation's installations, install with a plan of the app (400 naming the field otherwise; 409 when it is
// installed already), uninstall (409 unless forced where a normal one cannot finish), a token for one app alone,
// likes (each person's own, counted over everyone), and a change of an installation's
// plan (400 naming planId for a plan the app lacks or has already; 409 while the installation is not settled), and a
// failed install or uninstall run again (409 unless one failed), and a paid plan paid from the organisation's
// credits at install or at a change of plan, both or neither (402 when the credits do not cover it, 409 when the
// confirmed amount is not the plan's price; a paid plan is not installed or changed to without it). Reading needs organizations:read in the
// organisation, installing, uninstalling and paying organizations:update.
import { HttpResponse, http } from 'msw';
import { appsEndpoints } from '../../src/platform/appsEndpoints';
import { forcedUninstallStatuses, isPaidPlan, openableStatuses, planChangeStatuses, rescheduleStatuses, type AppLike } from '../../src/platform/appsTypes';
import type { Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { iamPath, inOrganization, matchesSearch } from '../core/iamAccess';
import { errorResponse, isRecord, pathPattern, readJson, servicePath } from '../http';
import { issuerFor } from '../identity/realm';
import { signJwt } from '../identity/tokens';
import { corePage } from '../paging';
import { nextId, store } from '../store';
import { applicationRecord, catalogue, sampleAppsOrigin, type CatalogueEntry } from './catalogue';
import { createDeviceAccessAccount, removeDeviceAccessAccount } from './deviceAccess';
import type { SandboxInstallation } from './state';

/** How long an app's token lives: the portal fetches a new one before it ends (JWT_CHANGED). */
export const appTokenSeconds = 300;

const entryOf = (appId: number) => catalogue.find((entry) => entry.id === appId);

function installationOut(installation: SandboxInstallation, origin: string) {
  const entry = entryOf(installation.appId) as CatalogueEntry;
  const { appId: _appId, ...fields } = installation;
  return { ...fields, app: applicationRecord(entry, origin), manifestFrom: 'STORE', canAccess: true };
}

function findInstallation(organization: Organization, id: unknown): SandboxInstallation | Response {
  const installation = store().apps.installations.find((candidate) => candidate.organizationId === organization.id && candidate.id === Number(id));
  return installation ?? errorResponse(404, `App installation ${String(id)} not found in organization ${organization.id}`);
}

/** The install request, or the 400 naming its field. */
function asInstall(body: unknown): { entry: CatalogueEntry; planId: string } | Response {
  if (!isRecord(body)) return errorResponse(400, 'A JSON install request is required');
  const entry = typeof body.appId === 'number' ? entryOf(body.appId) : undefined;
  if (entry === undefined) return errorResponse(400, 'appId: an app of the catalogue is required');
  if (typeof body.planId !== 'string' || !entry.plans.some((plan) => plan.id === body.planId)) {
    return errorResponse(400, `planId: one of ${entry.plans.map((plan) => plan.id).join(', ')}`);
  }
  return { entry, planId: body.planId };
}

/** The 402 for a paid plan asked for without its payment. */
const unpaid = (planId: string, amount: number) => errorResponse(402, `planId: ${planId} costs ${amount} credits: pay it at install (…/apps/payment)`);

/**
 * The installation and the other plan of its app it would move to, or the 400 naming planId (a plan the app lacks,
 * or the installation's own) or the 409 while the installation is not settled.
 */
function planChange(organization: Organization, installId: unknown, planId: unknown): { installation: SandboxInstallation; plan: CatalogueEntry['plans'][number] } | Response {
  const installation = findInstallation(organization, installId);
  if (installation instanceof Response) return installation;
  const entry = entryOf(installation.appId) as CatalogueEntry;
  const plan = entry.plans.find((candidate) => candidate.id === planId);
  if (plan === undefined) return errorResponse(400, `planId: one of ${entry.plans.map((candidate) => candidate.id).join(', ')}`);
  if (plan.id === installation.planId) return errorResponse(400, `planId: ${plan.id} is the installation's plan already`);
  if (!planChangeStatuses.includes(installation.status)) return errorResponse(409, `The installation is ${installation.status}: its plan cannot change now`);
  return { installation, plan };
}

/** Moves the installation to the plan: a trial plan runs thirty days from now, any other one ends the trial. */
function changePlan(installation: SandboxInstallation, plan: CatalogueEntry['plans'][number]): void {
  const now = new Date();
  installation.planId = plan.id;
  installation.status = plan.trial ? 'FREE_TRIAL' : 'INSTALLED';
  installation.updatedAt = now.toISOString();
  if (plan.trial) installation.endDate = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  else delete installation.endDate;
}

/**
 * Takes the plan's price from the organisation's credits and records the payment, or answers why not with nothing
 * taken: 400 without a confirmed amount, 409 when the amount confirmed is not the price now (never charged at another
 * price), 402 when the credits do not cover it.
 */
function pay(organization: Organization, paidBy: string, appId: number, plan: CatalogueEntry['plans'][number], amount: unknown): Response | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return errorResponse(400, 'amount: the confirmed amount is required');
  if (amount !== plan.amount) return errorResponse(409, `amount: ${plan.id} costs ${plan.amount} credits now, not ${amount}`);
  const { apps } = store();
  const credits = apps.credits[organization.id] ?? 0;
  if (credits < plan.amount) return errorResponse(402, `${organization.resourceId} has ${credits} credits, ${plan.amount} are needed`);
  apps.credits[organization.id] = credits - plan.amount;
  apps.payments.push({ id: crypto.randomUUID(), organizationId: organization.id, appId, planId: plan.id, amount: plan.amount, paidBy, at: new Date().toISOString() });
  return undefined;
}

/** Installs the app on the plan in the organisation (the sample apps answer their lifecycle hook at once). */
function installOn(organization: Organization, entry: CatalogueEntry, planId: string): SandboxInstallation {
  const { installations } = store().apps;
  const now = new Date();
  const trial = entry.plans.find((plan) => plan.id === planId)?.trial;
  const installation: SandboxInstallation = {
    id: nextId(installations),
    organizationId: organization.id,
    appId: entry.id,
    status: trial ? 'FREE_TRIAL' : 'INSTALLED',
    planId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...(trial ? { endDate: new Date(now.getTime() + 30 * 86_400_000).toISOString() } : {}),
    ...(entry.enableDeviceAccess ? { serviceAccountUsername: createDeviceAccessAccount(entry, organization) } : {}),
  };
  installations.push(installation);
  return installation;
}

/** Removes the installation and, with it, the app's device-access account. */
function uninstall(installation: SandboxInstallation): void {
  const { installations } = store().apps;
  installations.splice(installations.indexOf(installation), 1);
  if (installation.serviceAccountUsername !== undefined) removeDeviceAccessAccount(installation.serviceAccountUsername);
}

const installedAlready = (organization: Organization, entry: CatalogueEntry) =>
  store().apps.installations.some((candidate) => candidate.organizationId === organization.id && candidate.appId === entry.id)
    ? errorResponse(409, `${entry.name} is installed in ${organization.resourceId} already`)
    : undefined;

/** The app's likes as `username` sees them. */
function likeOf(appId: number, username: string): AppLike {
  const likers = store().apps.likes[appId] ?? [];
  return { liked: likers.includes(username), likes: likers.length };
}

/** Likes the app or takes the like back; either twice is the same as once. */
const setLiked = (liked: boolean) =>
  withUser(({ params, user }) => {
    const entry = entryOf(Number(params.appId));
    if (entry === undefined) return errorResponse(404, `App ${String(params.appId)} not found`);
    const { likes } = store().apps;
    const others = (likes[entry.id] ?? []).filter((username) => username !== user.username);
    likes[entry.id] = liked ? [...others, user.username] : others;
    return HttpResponse.json(likeOf(entry.id, user.username));
  });

export const appHandlers = [
  http.get(
    servicePath('core', appsEndpoints.apps),
    withUser(({ request }) => {
      const url = new URL(request.url);
      const origin = sampleAppsOrigin(request.url);
      const showHidden = url.searchParams.get('showHidden') === 'true';
      const found = catalogue
        .filter((entry) => (showHidden || !entry.hidden) && matchesSearch(url, entry.name, entry.description))
        .map((entry) => applicationRecord(entry, origin));
      return HttpResponse.json(corePage(found, url));
    }),
  ),

  http.get(
    servicePath('core', pathPattern(appsEndpoints.app, 'appId')),
    withUser(({ request, params }) => {
      const entry = entryOf(Number(params.appId));
      if (entry === undefined) return errorResponse(404, `App ${String(params.appId)} not found`);
      return HttpResponse.json(applicationRecord(entry, sampleAppsOrigin(request.url)));
    }),
  ),

  http.get(
    servicePath('core', pathPattern(appsEndpoints.appLike, 'appId')),
    withUser(({ params, user }) => {
      const entry = entryOf(Number(params.appId));
      return entry === undefined ? errorResponse(404, `App ${String(params.appId)} not found`) : HttpResponse.json(likeOf(entry.id, user.username));
    }),
  ),
  http.post(servicePath('core', pathPattern(appsEndpoints.appLike, 'appId')), setLiked(true)),
  http.delete(servicePath('core', pathPattern(appsEndpoints.appLike, 'appId')), setLiked(false)),

  // Another plan of the app that needs no payment.
  http.patch(
    iamPath(appsEndpoints.installationPlan, 'org', 'id', 'planId'),
    inOrganization('organizations:update', ({ request, params, organization }) => {
      const change = planChange(organization, params.id, params.planId);
      if (change instanceof Response) return change;
      if (isPaidPlan(change.plan)) return unpaid(change.plan.id, change.plan.amount);
      changePlan(change.installation, change.plan);
      return HttpResponse.json(installationOut(change.installation, sampleAppsOrigin(request.url)));
    }),
  ),

  // A paid plan paid from the organisation's credits and the installation moved to it, in one step: a refused
  // payment changes nothing, and the plan is not changed without its payment. The price is the plan's whole amount.
  http.post(
    iamPath(appsEndpoints.installationPlanPayment, 'org', 'id', 'planId'),
    inOrganization('organizations:update', async ({ request, params, user, organization }) => {
      const change = planChange(organization, params.id, params.planId);
      if (change instanceof Response) return change;
      const { installation, plan } = change;
      if (!isPaidPlan(plan)) return errorResponse(400, `planId: ${plan.id} is not paid: change to it without a payment`);
      const body = await readJson(request);
      const refused = pay(organization, user.username, installation.appId, plan, isRecord(body) ? body.amount : undefined);
      if (refused) return refused;
      changePlan(installation, plan);
      return HttpResponse.json(installationOut(installation, sampleAppsOrigin(request.url)));
    }),
  ),

  // The failed lifecycle call again: the sample apps answer at once, so an install completes (in its trial on a trial
  // plan) and an uninstall removes the installation (204).
  http.post(
    iamPath(appsEndpoints.installationReschedule, 'org', 'id'),
    inOrganization('organizations:update', ({ request, params, organization }) => {
      const installation = findInstallation(organization, params.id);
      if (installation instanceof Response) return installation;
      if (!rescheduleStatuses.includes(installation.status)) return errorResponse(409, `The installation is ${installation.status}: nothing failed to run again`);
      if (installation.status === 'UNINSTALLATION_FAILED') {
        uninstall(installation);
        return new HttpResponse(null, { status: 204 });
      }
      const entry = entryOf(installation.appId) as CatalogueEntry;
      const trial = entry.plans.find((plan) => plan.id === installation.planId)?.trial;
      installation.status = trial ? 'FREE_TRIAL' : 'INSTALLED';
      // A failed install made no account: the completed one does.
      if (entry.enableDeviceAccess) installation.serviceAccountUsername = createDeviceAccessAccount(entry, organization);
      installation.updatedAt = new Date().toISOString();
      return HttpResponse.json(installationOut(installation, sampleAppsOrigin(request.url)));
    }),
  ),

  http.get(
    iamPath(appsEndpoints.organizationApps, 'org'),
    inOrganization('organizations:read', ({ request, organization }) => {
      const origin = sampleAppsOrigin(request.url);
      const mine = store().apps.installations.filter((installation) => installation.organizationId === organization.id);
      // Facts §4.1: a core page of AppOrganization.
      return HttpResponse.json(corePage(mine.map((installation) => installationOut(installation, origin)), new URL(request.url)));
    }),
  ),

  http.post(
    iamPath(appsEndpoints.organizationApps, 'org'),
    inOrganization('organizations:update', async ({ request, organization }) => {
      const install = asInstall(await readJson(request));
      if (install instanceof Response) return install;
      const already = installedAlready(organization, install.entry);
      if (already) return already;
      const plan = install.entry.plans.find((candidate) => candidate.id === install.planId);
      if (plan && isPaidPlan(plan)) return unpaid(plan.id, plan.amount);
      // The sample apps answer their lifecycle hook at once, so the installation is complete when it is answered.
      const installation = installOn(organization, install.entry, install.planId);
      return HttpResponse.json(installationOut(installation, sampleAppsOrigin(request.url)), { status: 201 });
    }),
  ),

  // Spec §7 apps payment POST: the paid plan paid from the organisation's credits and the app installed on it, in one
  // step, so a refused payment installs nothing and a failed install pays nothing.
  http.post(
    iamPath(appsEndpoints.organizationAppPayment, 'org'),
    inOrganization('organizations:update', async ({ request, user, organization }) => {
      const body = await readJson(request);
      const install = asInstall(body);
      if (install instanceof Response) return install;
      const plan = install.entry.plans.find((candidate) => candidate.id === install.planId);
      if (plan === undefined || !isPaidPlan(plan)) return errorResponse(400, `planId: ${install.planId} is not paid: install it without a payment`);
      const already = installedAlready(organization, install.entry);
      if (already) return already;
      const refused = pay(organization, user.username, install.entry.id, plan, isRecord(body) ? body.amount : undefined);
      if (refused) return refused;
      const installation = installOn(organization, install.entry, plan.id);
      return HttpResponse.json(installationOut(installation, sampleAppsOrigin(request.url)), { status: 201 });
    }),
  ),

  http.get(
    iamPath(appsEndpoints.organizationApp, 'org', 'id'),
    inOrganization('organizations:read', ({ request, params, organization }) => {
      const installation = findInstallation(organization, params.id);
      return installation instanceof Response ? installation : HttpResponse.json(installationOut(installation, sampleAppsOrigin(request.url)));
    }),
  ),

  http.delete(
    iamPath(appsEndpoints.organizationApp, 'org', 'id'),
    inOrganization('organizations:update', ({ request, params, organization }) => {
      const installation = findInstallation(organization, params.id);
      if (installation instanceof Response) return installation;
      const force = new URL(request.url).searchParams.get('force') === 'true';
      if (forcedUninstallStatuses.includes(installation.status) && !force) {
        return errorResponse(409, `The installation is ${installation.status}: only a forced uninstall (force=true) removes it`);
      }
      uninstall(installation);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // A token for this app alone: its audience is the app's key and its type is not the platform's Bearer, so the
  // platform's services refuse it (an app cannot act as the portal with it).
  http.get(
    iamPath(appsEndpoints.appToken, 'org', 'id'),
    inOrganization('organizations:read', async ({ request, params, user, organization }) => {
      const installation = findInstallation(organization, params.id);
      if (installation instanceof Response) return installation;
      if (!openableStatuses.includes(installation.status)) return errorResponse(409, `The installation is ${installation.status}`);
      const entry = entryOf(installation.appId) as CatalogueEntry;
      const now = Math.floor(Date.now() / 1000);
      const jwt = await signJwt({
        iss: issuerFor(new URL(request.url).origin),
        sub: user.sub,
        typ: 'App',
        aud: entry.key,
        azp: entry.key,
        jti: crypto.randomUUID(),
        iat: now,
        exp: now + appTokenSeconds,
        preferred_username: user.username,
        org: organization.resourceId,
        instanceId: `${organization.id}-${installation.id}`,
      });
      return HttpResponse.json({ jwt, expiresIn: appTokenSeconds });
    }),
  ),
];
