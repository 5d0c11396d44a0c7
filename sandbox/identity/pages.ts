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

/** A form of the identity provider: the request it carries hidden, an error shown above the fields, and its buttons. */
interface FormPageInput {
  title: string;
  note: string;
  /** Path the form posts to: the realm's authorization endpoint. */
  action: string;
  /** The authorization request (or the pending sign-in), carried through the POST unchanged. */
  hiddenFields: [string, string][];
  error?: string;
  /** The fields, as HTML; `invalid` marks them when there is an error. */
  fields: (invalid: string) => string;
  submit: string;
  /** A Cancel button, for what may be given up (an account action, not a required action). */
  cancellable?: boolean;
}

function formPage({ title, note, action, hiddenFields, error, fields, submit, cancellable = false }: FormPageInput): Response {
  const hidden = hiddenFields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const invalid = error === undefined ? '' : ' aria-invalid="true" aria-describedby="form-error"';
  // Keycloak answers its forms 200, a refusal included: the page is the answer.
  return page(
    200,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(note)}</p>
${error === undefined ? '' : `<p id="form-error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="${escapeHtml(action)}">
${hidden}
${fields(invalid)}
<button type="submit">${escapeHtml(submit)}</button>
${cancellable ? '<button type="submit" class="secondary" name="cancel" value="true" formnovalidate>Cancel</button>' : ''}
</form>`,
  );
}

const usernameField = (username: string, invalid: string, autofocus: boolean) => `<label for="username">Username or email</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}"
  autocomplete="username" autocapitalize="none" spellcheck="false" required${autofocus ? ' autofocus' : ''}${invalid}>`;
const passwordField = (label: string, invalid: string) => `<label for="password">${label}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>`;
const codeField = (invalid: string, autofocus: boolean) => `<label for="totp">One-time code</label>
<input id="totp" name="totp" type="text" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required${autofocus ? ' autofocus' : ''}${invalid}>`;

export interface SignInPageInput {
  realm: string;
  action: string;
  hiddenFields: [string, string][];
  username: string;
  error?: string;
}

export function signInPage({ realm, action, hiddenFields, username, error }: SignInPageInput): Response {
  return formPage({
    title: `Sign in to ${realm}`,
    note: 'Sandbox identity provider. The seeded accounts are listed in the README.',
    action,
    hiddenFields,
    ...(error === undefined ? {} : { error }),
    fields: (invalid) => `${usernameField(username, invalid, true)}\n${passwordField('Password', invalid)}`,
    submit: 'Sign in',
  });
}

/** The second step of a sign-in for someone with an authenticator app: its current code (Keycloak's OTP form). */
export function authenticatorCodePage({ action, hiddenFields, error }: { action: string; hiddenFields: [string, string][]; error?: string }): Response {
  return formPage({
    title: 'Enter your one-time code',
    note: 'Open your authenticator app and enter the 6-digit code it shows for this account.',
    action,
    hiddenFields,
    ...(error === undefined ? {} : { error }),
    fields: (invalid) => codeField(invalid, true),
    submit: 'Sign in',
  });
}

/**
 * A credential action's page: a new password twice, or a new authenticator's key and its code. As an account action
 * (accounts realm) it may first ask who the person is and may be cancelled; as a required action at sign-in the
 * person has just signed in and must do it to go on.
 */
export interface ActionPageInput {
  action: 'UPDATE_PASSWORD' | 'CONFIGURE_TOTP';
  kind: 'account' | 'required';
  /** Path the form posts to: the realm's authorization endpoint. */
  formAction: string;
  hiddenFields: [string, string][];
  /** Ask the user name and current password first (a credential change re-authenticates), offering this name. */
  reauthenticate?: { username: string };
  /** For CONFIGURE_TOTP: the key the authenticator app is given. */
  totpSecret?: string;
  error?: string;
}

export function actionPage({ action, kind, formAction, hiddenFields, reauthenticate, totpSecret, error }: ActionPageInput): Response {
  const title = action === 'UPDATE_PASSWORD' ? (kind === 'required' ? 'Set a new password' : 'Change your password') : 'Set up two-factor authentication';
  const note =
    kind === 'required'
      ? 'Your account asks for this before you continue.'
      : reauthenticate === undefined
        ? 'Sandbox identity provider, accounts realm. You confirmed who you are a moment ago.'
        : 'Sandbox identity provider, accounts realm. Confirm who you are with your current password.';
  const identity = (invalid: string) =>
    reauthenticate === undefined ? '' : `${usernameField(reauthenticate.username, invalid, false)}\n${passwordField('Current password', invalid)}\n`;
  const actionFields =
    action === 'UPDATE_PASSWORD'
      ? `<label for="password-new">New password</label>
<input id="password-new" name="password-new" type="password" autocomplete="new-password" required>
<label for="password-confirm">Confirm the new password</label>
<input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password" required>`
      : `<p>Add this key to your authenticator app (time-based, 6 digits, every 30 seconds), then enter the code it shows.</p>
<p><code id="totp-secret">${escapeHtml(totpSecret ?? '')}</code></p>
${codeField('', false)}
<label for="userLabel">Device name</label>
<input id="userLabel" name="userLabel" type="text" placeholder="Authenticator app">`;
  return formPage({
    title,
    note,
    action: formAction,
    hiddenFields,
    ...(error === undefined ? {} : { error }),
    fields: (invalid) => identity(invalid) + actionFields,
    submit: action === 'UPDATE_PASSWORD' ? (kind === 'required' ? 'Set password' : 'Change password') : 'Set up',
    cancellable: kind === 'account',
  });
}

export function errorPage(status: number, message: string): Response {
  return page(status, 'Sign-in error', `<h1>We are sorry…</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}

export function signedOutPage(): Response {
  return page(200, 'Signed out', '<h1>You are signed out</h1>\n<p>You can close this window.</p>');
}
