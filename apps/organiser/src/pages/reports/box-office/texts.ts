/** The Reports area's box-office screens (issue 30): the shift list and one shift's report. */
export const SHIFT_REPORT_TEXTS = {
  listTitle: 'Box office shifts',
  reportTitle: 'Shift report',
  open: 'Open shift report',
  noShifts: 'No shifts yet',
  noShiftsBody: "Gate staff with the box-office permission open shifts from the scanner's Sell tab.",
  backToEvent: '← Event report',
  backToSession: '← Session report',
  backToShifts: '← Box office shifts',
  sessionReport: 'Session report',
  splitTitle: 'Box office by payment method',
  splitLead: 'Door sales not voided, by how the buyer paid.',
  shiftsLink: 'Box office shifts',
} as const;
