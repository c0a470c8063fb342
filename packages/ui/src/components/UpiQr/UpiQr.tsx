import { formatPaise } from '@diy/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Spinner } from '../Spinner';
import { StyledUpi } from './UpiQr.styles';

export interface UpiQrProps {
  /** The UPI payment link (upiIntentUrl): the buyer's app reads payee, amount and note from it. */
  url: string;
  payeeName: string;
  amountPaise: number;
}

/**
 * A UPI payment QR for the exact amount, drawn in the browser with `qrcode` (error correction M). The component is only
 * used on the scanner's Sell screen, which is loaded on demand, so the library never reaches the first screen.
 */
export function UpiQr({ url, payeeName, amountPaise }: UpiQrProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 4, scale: 8 }).then((data) => {
      if (live) setSrc(data);
    });
    return () => {
      live = false;
    };
  }, [url]);
  const label = `UPI payment QR: ${formatPaise(amountPaise)} to ${payeeName}`;
  return (
    <StyledUpi data-upi-url={url}>
      {src ? <img src={src} alt={label} width={264} height={264} /> : <Spinner size="md" label="Drawing the UPI QR" />}
      <figcaption>
        Scan with any UPI app to pay
        <strong>{formatPaise(amountPaise)}</strong>
        {payeeName}
      </figcaption>
    </StyledUpi>
  );
}
