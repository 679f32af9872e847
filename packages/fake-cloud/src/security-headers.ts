// The security headers of every answer DBCloud serves: the portal's pages and assets, and the API (the
// Vite dev and preview servers send them through apps/portal's serving plugin, the fake cloud's Node
// handler on its own answers). The built portal's Content-Security-Policy comes on top of these
// (apps/portal/csp.ts).

/**
 * Browser features the portal does not use, denied to it and to every frame it embeds (the card
 * provider's fields): sensors, camera and microphone, location, payment request, devices, screen
 * capture, autoplay, fullscreen, picture-in-picture, WebAuthn, wake lock, interest groups.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
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
] as const;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // A file is what its Content-Type says: never sniffed into a script or a stylesheet.
  'X-Content-Type-Options': 'nosniff',
  // Sign-in links and invitations carry their token in the URL: no page sends its address anywhere.
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
};
