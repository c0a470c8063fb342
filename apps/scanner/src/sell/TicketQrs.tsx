import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { StyledTicketQrs } from './sell.styles';

/** The sold tickets' QR codes on screen (the barcode, as the e-ticket's QR encodes it), for the buyer to photograph. */
export function TicketQrs({ tickets }: { tickets: { barcode: string; ticketType: string }[] }) {
  const [images, setImages] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void Promise.all(tickets.map(async (t) => [t.barcode, await QRCode.toDataURL(t.barcode, { errorCorrectionLevel: 'M', margin: 4, scale: 6 })] as const)).then((pairs) => {
      if (live) setImages(Object.fromEntries(pairs));
    });
    return () => {
      live = false;
    };
  }, [tickets]);
  return (
    <StyledTicketQrs aria-label="Tickets">
      {tickets.map((t, i) => (
        <li key={t.barcode}>
          {images[t.barcode] ? <img src={images[t.barcode]} alt={`Ticket ${i + 1}: ${t.barcode}`} width={180} height={180} /> : null}
          <code>{t.barcode}</code>
          <span>{`${t.ticketType} - Ticket ${i + 1} of ${tickets.length}`}</span>
        </li>
      ))}
    </StyledTicketQrs>
  );
}
