// The identity provider's HTML: the sign-in form and plain error and signed-out pages. Self-contained, with no
// script at all, so the strictest Content-Security-Policy cannot break them; the policy sent here allows only
// the inline stylesheet.

const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // The form carries the authorization request; never leak it through a referrer.
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'",
};

const style = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f5f7; color: #172b4d;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: min(24rem, calc(100vw - 2rem)); background: #fff; border-radius: 8px; padding: 2rem;
    box-shadow: 0 1px 3px rgba(9, 30, 66, 0.25); }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  .note { margin: 0 0 1.5rem; color: #505f79; font-size: 0.875rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem 0.75rem; font: inherit; border: 1px solid #6b778c;
    border-radius: 4px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #4c9aff; outline-offset: 1px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.625rem; font: inherit; font-weight: 600; color: #fff;
    background: #0b5cad; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #08477f; }
  button.secondary { margin-top: 0.75rem; color: #0b5cad; background: #fff; border: 1px solid #0b5cad; }
  button.secondary:hover { background: #e9f2ff; }
  code { font-size: 1rem; overflow-wrap: anywhere; }
  [role="alert"] { margin: 0 0 1rem; padding: 0.75rem; border-radius: 4px; background: #ffebe6; color: #8c1d06; }
`;

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  return new Response(html, { status, headers: pageHeaders });
}

export interface SignInPageInput {
  realm: string;
  /** Path the form posts to: the authorization endpoint itself. */
  action: string;
  /** The authorization request, carried through the POST unchanged. */
  hiddenFields: [string, string][];
  username: string;
  error?: string;
}

export function signInPage({ realm, action, hiddenFields, username, error }: SignInPageInput): Response {
  const hidden = hiddenFields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const invalid = error === undefined ? '' : ' aria-invalid="true" aria-describedby="sign-in-error"';
  return page(
    200,
    `Sign in to ${realm}`,
    `<h1>Sign in to ${escapeHtml(realm)}</h1>
<p class="note">Sandbox identity provider. The seeded accounts are listed in the README.</p>
${error === undefined ? '' : `<p id="sign-in-error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="${escapeHtml(action)}">
${hidden}
<label for="username">Username or email</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}"
  autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** What an account action page asks: the person's own password first (a credential change re-authenticates). */
export interface AccountActionPageInput {
  action: 'UPDATE_PASSWORD' | 'CONFIGURE_TOTP';
  /** Path the form posts to: the accounts realm's authorization endpoint. */
  formAction: string;
  /** The authorization request with kc_action (and the new authenticator's secret), carried through the POST. */
  hiddenFields: [string, string][];
  username: string;
  /** For CONFIGURE_TOTP: the key the authenticator app is given. */
  totpSecret?: string;
  error?: string;
}

export function accountActionPage({ action, formAction, hiddenFields, username, totpSecret, error }: AccountActionPageInput): Response {
  const hidden = hiddenFields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const title = action === 'UPDATE_PASSWORD' ? 'Change your password' : 'Set up two-factor authentication';
  const fields =
    action === 'UPDATE_PASSWORD'
      ? `<label for="password-new">New password</label>
<input id="password-new" name="password-new" type="password" autocomplete="new-password" required>
<label for="password-confirm">Confirm the new password</label>
<input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password" required>`
      : `<p>Add this key to your authenticator app (time-based, 6 digits, every 30 seconds), then enter the code it shows.</p>
<p><code id="totp-secret">${escapeHtml(totpSecret ?? '')}</code></p>
<label for="totp">One-time code</label>
<input id="totp" name="totp" type="text" inputmode="numeric" autocomplete="one-time-code" required>
<label for="userLabel">Device name</label>
<input id="userLabel" name="userLabel" type="text" placeholder="Authenticator app">`;
  return page(
    error === undefined ? 200 : 400,
    title,
    `<h1>${title}</h1>
<p class="note">Sandbox identity provider, accounts realm. Confirm who you are with your current password.</p>
${error === undefined ? '' : `<p role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="${escapeHtml(formAction)}">
${hidden}
<label for="username">Username or email</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" autocapitalize="none" spellcheck="false" required>
<label for="password">Current password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${fields}
<button type="submit">${action === 'UPDATE_PASSWORD' ? 'Change password' : 'Set up'}</button>
<button type="submit" class="secondary" name="cancel" value="true" formnovalidate>Cancel</button>
</form>`,
  );
}

export function errorPage(status: number, message: string): Response {
  return page(status, 'Sign-in error', `<h1>We are sorry…</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}

export function signedOutPage(): Response {
  return page(200, 'Signed out', '<h1>You are signed out</h1>\n<p>You can close this window.</p>');
}
