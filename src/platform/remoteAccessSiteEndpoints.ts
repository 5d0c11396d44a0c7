// Paths of the remote-access site (spec §7 "Remote-access site login"), relative to each VPN proxy's base: the spec
// names two VPN proxies (`vpnProxy`, `vpn` in endpoints.ts servicePrefixes) and two login POSTs in parallel, one to
// each. The logout and ping paths are the spec's; the login path is ours (the spec says "a login path").

/** The VPN proxies the remote-access site answers on, each signed into, kept alive and signed out of. */
export const remoteAccessSiteServices = ['vpnProxy', 'vpn'] as const;

export const remoteAccessSiteEndpoints = {
  /** POST, form-encoded `emi_username` (name/domain), `emi_password`, `ajax=true`; 200 or a 302 (followed) is accepted. */
  login: '/manage/access/login',
  /** POST: ends the site session. */
  logout: '/manage/access/logout',
  /** GET: keeps the site session alive (every 180 s, machines/constants.ts keepAliveInterval). */
  ping: '/manage/commands/commands.access.client.ping',
} as const;
