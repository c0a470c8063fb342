/** Real venues in Indian cities the demo events play at (codes are made up). */
export const VENUES = {
  jioGarden: { code: 'JWGM', name: 'Jio World Garden, BKC', city: 'Mumbai', region: 'MUMBAI' },
  ncpa: { code: 'NCPA', name: 'NCPA Tata Theatre, Nariman Point', city: 'Mumbai', region: 'MUMBAI' },
  prithvi: { code: 'PRTJ', name: 'Prithvi Theatre, Juhu', city: 'Mumbai', region: 'MUMBAI' },
  habitat: { code: 'HABK', name: 'The Habitat, Khar West', city: 'Mumbai', region: 'MUMBAI' },
  standrews: { code: 'SAAB', name: "St. Andrew's Auditorium, Bandra", city: 'Mumbai', region: 'MUMBAI' },
  dome: { code: 'DOMM', name: 'Dome SVP Stadium, Worli', city: 'Mumbai', region: 'MUMBAI' },
  phoenixPune: { code: 'PMCP', name: 'Phoenix Marketcity, Viman Nagar', city: 'Pune', region: 'PUNE' },
  balGandharva: { code: 'BGRM', name: 'Balgandharva Rangmandir, Shivajinagar', city: 'Pune', region: 'PUNE' },
  boxPune: { code: 'TBXP', name: 'The Box, Erandwane', city: 'Pune', region: 'PUNE' },
  kamani: { code: 'KAMD', name: 'Kamani Auditorium, Mandi House', city: 'Delhi', region: 'NCR' },
  siriFort: { code: 'SFAD', name: 'Siri Fort Auditorium', city: 'Delhi', region: 'NCR' },
  pianoMan: { code: 'PMJD', name: 'The Piano Man Jazz Club, Safdarjung', city: 'Delhi', region: 'NCR' },
  chowdiah: { code: 'CMHB', name: 'Chowdiah Memorial Hall, Malleshwaram', city: 'Bengaluru', region: 'BANG' },
  bic: { code: 'BICB', name: 'Bangalore International Centre, Domlur', city: 'Bengaluru', region: 'BANG' },
  phoenixBlr: { code: 'PMCB', name: 'Phoenix Marketcity, Whitefield', city: 'Bengaluru', region: 'BANG' },
  windmills: { code: 'WMCB', name: 'Windmills Craftworks, Whitefield', city: 'Bengaluru', region: 'BANG' },
  shilpakala: { code: 'SKVH', name: 'Shilpakala Vedika, Madhapur', city: 'Hyderabad', region: 'HYD' },
  musicAcademy: { code: 'TMAC', name: 'The Music Academy, Mylapore', city: 'Chennai', region: 'CHEN' },
  kalaMandir: { code: 'KMKO', name: 'Kala Mandir, Shakespeare Sarani', city: 'Kolkata', region: 'KOLK' },
} as const;

export type VenueKey = keyof typeof VENUES;

export const CATEGORIES = {
  concerts: { code: 'CONCERTS', name: 'Concerts' },
  comedy: { code: 'COMEDY', name: 'Comedy Shows' },
  theatre: { code: 'THEATRE', name: 'Theatre' },
  workshops: { code: 'WORKSHOPS', name: 'Workshops' },
  sports: { code: 'SPORTS', name: 'Sports Screenings' },
} as const;

export type CategoryKey = keyof typeof CATEGORIES;
