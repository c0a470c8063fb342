import { formatIstDate } from '@diy/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** The organiser's details printed on the agreement. */
export interface AgreementParty {
  organisationName: string;
  pan: string;
  gstin: string;
  address: string;
  fullName: string;
  email: string;
  mobile: string;
}

export const AGREEMENT_TITLE = 'Organiser Agreement';
const PLATFORM = 'DIY Events';

/** The agreement's clauses: heading and paragraphs. Written for this product; reviewed by legal before production. */
const CLAUSES: { heading: string; paragraphs: string[] }[] = [
  {
    heading: '1. Definitions',
    paragraphs: [
      '"Platform" means the DIY Events organiser console, its ticketing pages, gate scanning application and sales channels. "Event" means any show, performance, workshop, conference or gathering that the Organiser lists on the Platform. "Buyer" means any person who books a ticket for an Event. "Net Proceeds" means the ticket sales of an Event less the Platform fee, taxes, refunds and chargebacks.',
    ],
  },
  {
    heading: '2. Appointment and scope',
    paragraphs: [
      'The Organiser appoints DIY Events as its non-exclusive ticketing agent for the Events it lists. DIY Events sells tickets on behalf of the Organiser through the Platform and its partner sales channels, collects the ticket price from Buyers, and remits the Net Proceeds to the bank account registered by the Organiser.',
      'Nothing in this Agreement makes DIY Events the promoter or producer of an Event. The Organiser alone is responsible for staging the Event as advertised.',
    ],
  },
  {
    heading: '3. Organiser obligations',
    paragraphs: [
      'The Organiser shall (a) hold every licence, permission and no-objection certificate that the Event and the venue require, including police, fire and performance licences; (b) describe the Event, its sessions, venue, age limits and terms truthfully; (c) honour every valid ticket sold through the Platform; (d) admit Buyers only through the Platform\'s gate scanning or a list supplied by DIY Events; and (e) comply with applicable law, including the Consumer Protection Act, 2019 and the Information Technology Act, 2000.',
      'The Organiser shall keep the details and documents furnished at sign-up (PAN, GSTIN, bank account and address) current, and shall inform DIY Events of any change through the organiser profile before it takes effect.',
    ],
  },
  {
    heading: '4. Fees, taxes and settlement',
    paragraphs: [
      'DIY Events charges the Platform fee shown in the organiser console when an Event is published. Fees are exclusive of Goods and Services Tax, which is charged at the applicable rate. Where tax collected at source applies, DIY Events collects and deposits it and issues the certificates the law requires.',
      'Net Proceeds are settled by bank transfer to the registered account within seven (7) business days after each session of the Event, subject to any amount held back for refunds or disputes under clause 5. Settlement statements are available in the reports section of the console.',
    ],
  },
  {
    heading: '5. Cancellation, postponement and refunds',
    paragraphs: [
      'If an Event or session is cancelled, or postponed and a Buyer does not accept the new date, the Organiser shall refund the full ticket price to the Buyer. DIY Events may process such refunds from amounts not yet settled and may recover any shortfall from the Organiser. Chargebacks raised by Buyers on account of the Organiser\'s failure to stage the Event as advertised are borne by the Organiser.',
    ],
  },
  {
    heading: '6. Content and intellectual property',
    paragraphs: [
      'The Organiser grants DIY Events a non-exclusive, royalty-free licence to use the Event names, images, brand logo and descriptions it uploads, for the purpose of listing and promoting the Event. The Organiser confirms that it owns or is licensed to use such content and that it does not infringe the rights of any third party.',
    ],
  },
  {
    heading: '7. Data protection',
    paragraphs: [
      'Each party shall process Buyer personal data only for the purposes of the Event and in accordance with the Digital Personal Data Protection Act, 2023. The Organiser shall not use Buyer contact details for unrelated marketing without the Buyer\'s consent.',
    ],
  },
  {
    heading: '8. Indemnity and liability',
    paragraphs: [
      'The Organiser shall indemnify DIY Events against claims, losses and penalties arising from the Event, its content, or a breach of this Agreement by the Organiser. Except for the indemnity and amounts due under clause 4, neither party is liable for indirect or consequential loss, and the liability of DIY Events under this Agreement shall not exceed the Platform fees it received for the Event concerned.',
    ],
  },
  {
    heading: '9. Term and termination',
    paragraphs: [
      'This Agreement starts on the date below once DIY Events approves the Organiser\'s application, and continues until terminated by either party with thirty (30) days\' written notice. DIY Events may suspend listings at once if the Organiser breaches clause 3 or furnishes false documents. Obligations for Events already on sale survive termination.',
    ],
  },
  {
    heading: '10. Governing law and disputes',
    paragraphs: [
      'This Agreement is governed by the laws of India. Disputes shall first be discussed in good faith and, failing settlement within thirty (30) days, referred to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996, seated in Mumbai, in English.',
    ],
  },
];

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BODY_SIZE = 10;
const LEADING = 14;

/** Standard fonts encode WinAnsi only: anything else becomes '?' so user input can never break the PDF. */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** Words of `text` (made PDF-safe) in lines no wider than `width` at `size`; a word longer than a line stands alone. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of pdfSafe(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pages = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages += 1;
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  text(text: string, opts: { size?: number; bold?: boolean; gapAfter?: number } = {}): void {
    const size = opts.size ?? BODY_SIZE;
    const font = opts.bold ? this.bold : this.regular;
    const lines = wrap(text, font, size, A4[0] - 2 * MARGIN);
    for (const l of lines) {
      this.ensure(LEADING);
      this.page.drawText(l, { x: MARGIN, y: this.y, size, font, color: rgb(0.1, 0.1, 0.12) });
      this.y -= size + 4;
    }
    this.y -= opts.gapAfter ?? 6;
  }

  field(label: string, value: string): void {
    this.ensure(LEADING);
    this.page.drawText(pdfSafe(label), { x: MARGIN, y: this.y, size: BODY_SIZE, font: this.bold });
    const lines = wrap(value || '-', this.regular, BODY_SIZE, A4[0] - 2 * MARGIN - 150);
    for (const l of lines) {
      this.ensure(LEADING);
      this.page.drawText(l, { x: MARGIN + 150, y: this.y, size: BODY_SIZE, font: this.regular });
      this.y -= LEADING;
    }
  }
}

/** The organiser agreement as a PDF (2 to 3 A4 pages), filled in with the organiser's details and today's IST date. */
export async function buildAgreementPdf(party: AgreementParty, at: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${AGREEMENT_TITLE} - ${pdfSafe(party.organisationName)}`);
  doc.setAuthor(PLATFORM);
  doc.setSubject(pdfSafe(`Organiser agreement between ${PLATFORM} and ${party.organisationName}`));
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const date = formatIstDate(at);

  w.text(AGREEMENT_TITLE.toUpperCase(), { size: 16, bold: true, gapAfter: 4 });
  w.text(`${PLATFORM} self-service ticketing`, { size: 10, gapAfter: 14 });
  w.text(
    `This Organiser Agreement ("Agreement") is made on ${date} between DIY Events, a ticketing platform operating from Mumbai, Maharashtra ("DIY Events"), and the organiser named below ("Organiser").`,
  );
  w.text('Organiser details', { bold: true, size: 11, gapAfter: 4 });
  w.field('Organisation name', party.organisationName);
  w.field('PAN', party.pan);
  w.field('GSTIN', party.gstin || 'Not registered under GST');
  w.field('Registered address', party.address);
  w.field('Authorised signatory', party.fullName);
  w.field('E-mail', party.email);
  w.field('Mobile', party.mobile);
  w.y -= 8;
  w.text('The parties agree as follows:', { gapAfter: 8 });
  for (const clause of CLAUSES) {
    w.ensure(40);
    w.text(clause.heading, { bold: true, size: 11, gapAfter: 2 });
    for (const p of clause.paragraphs) w.text(p);
  }

  w.ensure(150);
  w.y -= 10;
  w.text('Signatures', { bold: true, size: 11, gapAfter: 10 });
  w.text(`For ${party.organisationName}`, { bold: true, gapAfter: 30 });
  w.text(`Name: ${party.fullName}`, { gapAfter: 2 });
  w.text('Signature and seal: ______________________________', { gapAfter: 2 });
  w.text(`Date: ${date}`, { gapAfter: 18 });
  w.text('For DIY Events', { bold: true, gapAfter: 2 });
  w.text('Accepted electronically on approval of the Organiser\'s application.');

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(pdfSafe(`${AGREEMENT_TITLE} - ${party.organisationName} - page ${i + 1} of ${pages.length}`), {
      x: MARGIN,
      y: MARGIN - 24,
      size: 8,
      font: w.regular,
      color: rgb(0.45, 0.45, 0.5),
    });
  });
  return doc.save();
}
