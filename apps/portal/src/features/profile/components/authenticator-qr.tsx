// The authenticator's QR code, loaded with the setup page's step that shows it (qrcode.react's SVG
// renderer: paths with fill attributes, no inline styles, so nothing is added to the CSP).
import { QRCodeSVG } from 'qrcode.react';

export default function AuthenticatorQr({ uri }: { uri: string }) {
  return (
    <QRCodeSVG
      value={uri}
      size={192}
      level="M"
      marginSize={0}
      role="img"
      aria-label="QR code of your DBCloud authenticator key: scan it with your authenticator app"
    />
  );
}
