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

export function errorPage(status: number, message: string): Response {
  return page(status, 'Sign-in error', `<h1>We are sorry…</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}

export function signedOutPage(): Response {
  return page(200, 'Signed out', '<h1>You are signed out</h1>\n<p>You can close this window.</p>');
}
