// How early a token is renewed. The spec's margins (§4/§9: the user's token with under 70 s of validity left, the
// organisation token within 30 s of expiry) assume tokens that live minutes. A token that lives less than its margin
// would be "about to expire" from the moment it is issued, and every call would ask for a new one (20 s
// tokens made 129 token requests for 66 calls). So the margin is at most half the token's lifetime: a 20 s token is
// used for 10 s, a 300 s token is renewed 30 s (or 70 s) before it expires, as the spec says.

/** Seconds before expiry at which a token of `lifetimeSeconds` is renewed; at least 1 s. */
export function renewalMargin(preferredSeconds: number, lifetimeSeconds: number | undefined): number {
  if (lifetimeSeconds === undefined || !Number.isFinite(lifetimeSeconds) || lifetimeSeconds <= 0) return preferredSeconds;
  return Math.max(1, Math.min(preferredSeconds, Math.floor(lifetimeSeconds / 2)));
}
