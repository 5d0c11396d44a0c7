// The spec's timing and layout constants, in one place, each with the section of
// /work/shared/spec/portal-spec.md it comes from. Machines use them as named delays
// (`setup({ delays: { statusPollInterval } })`) so tests and `provide()` can swap them; views use the sizes.
// Times are in milliseconds unless the name or comment says seconds.

// --- Status page and notices (§4 "Status notices", §7 "Other", §9) ---
/** §7/§9: the status page (issues.json) is polled every 3 minutes. */
export const statusPollInterval = 180_000;
/** §4: notices appear staggered by 200 ms each. */
export const noticeStagger = 200;
/** §4/§9: a dismissed notice is removed 200 ms after it starts moving off-screen. */
export const noticeRemoveDelay = 200;
/** §4/§9: a notice card is 365 px wide … */
export const noticeCardWidth = 365;
/** §4/§9: … and 180 px high. */
export const noticeCardHeight = 180;
/** §4/§9: the mobile layout applies below a screen width of 600 px. */
export const mobileBreakpoint = 600;

// --- Login and tokens (§4 "Login", §9) ---
/** §4/§9: the token is checked every 60 s. */
export const tokenCheckInterval = 60_000;
/** §4/§9: the token is refreshed when it has under 70 s validity (seconds, as keycloak-js `updateToken` takes). */
export const tokenMinValidity = 70;
/** §4/§9: core (organisation-scoped) tokens are refreshed within 30 s of expiry (seconds). */
export const orgTokenRefreshMargin = 30;
/**
 * The spec gives no figure: after a token exchange or refresh failed, the next automatic one waits 1 s,
 * then twice as long after each further failure, up to 60 s, so a failing identity provider is not asked again on
 * every call (a live dashboard calls every second). A person's own choice of organisation does not wait.
 */
export const tokenRenewalBackoff = { first: 1_000, max: 60_000 } as const;

// --- Remote-access site (§4 "Remote-access site", §9) ---
/** §4/§9: a keep-alive ping is sent to the remote-access site every 180 s. */
export const keepAliveInterval = 180_000;
/**
 * Ours (the spec gives no figure): how long signing out waits for the site's logout before the identity provider
 * ends the portal's session anyway; a site that does not answer must not keep the person signed in.
 */
export const remoteAccessLogoutTimeout = 5_000;

// --- Embedded apps (§4 "Embedded app connection", §8, §9) ---
/** §8/§9: an embedded app must connect within 5000 ms ("Create timeout reached"). */
export const appConnectTimeout = 5_000;
/** §8/§9: a user-preference get or set from an embedded app times out after 10000 ms. */
export const appPreferenceTimeout = 10_000;

// --- HTTP (§7, §9) ---
// The HTTP timeouts are the defaults of the portal's configuration (`timeouts` in src/platform/config.ts), which
// config.json may change; no machine waits on them.

// --- Frame / layout (§3 "Frame/UI state", §9) ---
/** §3/§9: top bar height in px. */
export const topBarHeight = 50;

// --- Dashboard editor and viewer (the spec gives no figures) ---
/** Undo steps kept; older ones fall off. Snapshots share structure, so depth costs little memory. */
export const editorHistoryDepth = 100;
/** Live values refresh every second, as the platform's data windows do. */
export const liveValueInterval = 1_000;

// --- Alarms (the spec gives no figures) ---
/**
 * The alarm list and an alarm's history are read again every 10 s: a new alarm shows within seconds, at three small
 * requests per 10 s per open screen (docs/decisions.md "Alarms").
 */
export const alarmsPollInterval = 10_000;
