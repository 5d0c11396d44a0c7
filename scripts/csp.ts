// Strict policy for the production build (ARCHITECTURE "Security rules"): no inline script, no eval.
// Styles allow inline because the component library sets CSS variables through style attributes.
// connect-src/frame-src/form-action admit *.localhost so the sandbox's per-organisation hosts work; a real
// deployment sets its own header at the web server with its platform's hosts.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http://*.localhost:*",
  "connect-src 'self' http://*.localhost:* ws://localhost:*",
  "frame-src 'self' http://*.localhost:*",
  "form-action 'self' http://*.localhost:*",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');
