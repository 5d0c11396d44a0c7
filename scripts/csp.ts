// The production build's response headers (ARCHITECTURE "Security rules"), served by `vite preview` and the ones a
// real deployment sets at its web server (README "Pointing the portal at a real platform").
//
// Strict policy: no inline script, no eval. Styles allow inline because the component library sets CSS variables
// through style attributes. connect-src/frame-src/form-action admit *.localhost so the sandbox's per-organisation
// hosts work; a real deployment sets its own header with its platform's hosts.
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

/**
 * Browser features the portal never uses, denied to it and to every frame it shows: no camera, microphone, position,
 * sensors, payments, device ports, screen capture or clipboard reading; its copy and paste stay inside the page.
 */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export const securityHeaders = {
  // Answers are what their Content-Type says, never sniffed into script or style.
  'X-Content-Type-Options': 'nosniff',
  // Other origins (the identity provider, the platform's services) learn the portal's origin, never its paths.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy,
  // A page the portal opens, or that opens it, gets no handle on its window. Sign-in is a redirect, not a pop-up.
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** The production headers: `vite preview` sends exactly these. */
export const productionHeaders = { 'Content-Security-Policy': contentSecurityPolicy, ...securityHeaders } as const;
