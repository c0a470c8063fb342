import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { masterVenues } from '../db/schema';

/**
 * The master of on-ground venues across India's big cities (seed 000 section 3: code, name, address, region,
 * region code, trending). Entries are 'Name|Locality|capacity' per city, in a fixed order: a venue's code is its
 * city prefix and position (e.g. MUM-007), so the list only ever grows at the end of a city. Trending venues
 * ('Recent Venues') start with '*'.
 */
interface City {
  prefix: string;
  region: string;
  regionCode: string;
  state: string;
  pin: string;
  venues: string[];
}

export const VENUE_CITIES: City[] = [
  {
    prefix: 'MUM', region: 'Mumbai', regionCode: 'MUMBAI', state: 'Maharashtra', pin: '4000',
    venues: [
      '*Jamshed Bhabha Theatre, NCPA|Nariman Point|1109', '*Royal Opera House|Girgaon|574', '*NSCI Dome|Worli|8000',
      'Shanmukhananda Hall|Sion|2750', 'Rang Sharda Auditorium|Bandra West|1100', 'Nehru Centre Auditorium|Worli|850',
      'Prabodhankar Thackeray Natyagruha|Borivali West|900', 'Dinanath Mangeshkar Natyagruha|Vile Parle East|1000',
      'Shri Shivaji Mandir Natyagruha|Dadar West|1000', 'Yashwantrao Chavan Natyagruha|Matunga|900', 'Ravindra Natya Mandir|Prabhadevi|900',
      'Tata Theatre, NCPA|Nariman Point|1010', 'Experimental Theatre, NCPA|Nariman Point|300', 'Sophia Bhabha Hall|Breach Candy|650',
      'Bhaidas Maganlal Sabhagriha|Vile Parle West|1100', 'Birla Matushri Sabhagar|Marine Lines|1000', 'Tejpal Auditorium|Gowalia Tank|700',
      '*blueFROG Mumbai|Lower Parel|600', 'Antisocial|Khar West|400', 'The Quarter, Royal Opera House|Girgaon|120',
      'Canvas Laugh Club|Lower Parel|250', 'The Habitat Comedy Club|Khar West|180', 'Veda Kunba Theatre|Andheri West|120',
      'Rangsharda Banquets|Bandra West|800', 'Bombay Exhibition Centre, NESCO|Goregaon East|20000', 'MMRDA Grounds|Bandra Kurla Complex|40000',
      'Jio World Convention Centre|Bandra Kurla Complex|4000', 'Mahalaxmi Racecourse|Mahalaxmi|30000', 'Wankhede Stadium|Churchgate|33000',
      'Brabourne Stadium|Churchgate|20000', 'DY Patil Stadium|Nerul, Navi Mumbai|55000', 'CIDCO Exhibition Centre|Vashi, Navi Mumbai|5000',
      'Vishnudas Bhave Natyagruha|Vashi, Navi Mumbai|1000', 'Kashinath Ghanekar Natyagruha|Thane West|1100', 'Gadkari Rangayatan|Thane West|950',
      'Hard Rock Cafe|Andheri West|450', 'Famous Studios|Mahalaxmi|300', 'Kitab Khana|Fort|80', 'G5A Foundation|Mahalaxmi|150',
      'Title Waves|Bandra West|100', 'Bal Gandharva Rang Mandir|Bandra West|600', 'Mysore Association Auditorium|Matunga|500',
    ],
  },
  {
    prefix: 'DEL', region: 'Delhi NCR', regionCode: 'NCR', state: 'Delhi', pin: '1100',
    venues: [
      '*Jawaharlal Nehru Stadium|Lodhi Road|60000', '*Indira Gandhi Arena|ITO|14000', '*Talkatora Indoor Stadium|President Estate|3000',
      'Kamani Auditorium|Mandi House|632', 'Shri Ram Centre|Mandi House|550', 'LTG Auditorium|Mandi House|400', 'FICCI Auditorium|Tansen Marg|650',
      'Siri Fort Auditorium Hall 1|Khel Gaon Marg|1876', 'Stein Auditorium, India Habitat Centre|Lodhi Road|440',
      'Amphitheatre, India Habitat Centre|Lodhi Road|700', 'Chinmaya Mission Auditorium|Lodhi Road|450', 'Epicentre|Sector 44, Gurugram|520',
      'Kingdom of Dreams|Sector 29, Gurugram|850', 'Akshara Theatre|Baba Kharak Singh Marg|180', 'Alliance Francaise Auditorium|Lodhi Estate|250',
      'Indian Habitat Centre Gulmohar Hall|Lodhi Road|300', 'Pragati Maidan, Bharat Mandapam|Pragati Maidan|7000', 'Yashobhoomi Convention Centre|Dwarka|11000',
      'Thyagaraj Stadium|INA|5000', 'Major Dhyan Chand National Stadium|India Gate|16000', 'Arun Jaitley Stadium|Daryaganj|41000',
      'Leisure Valley Park|Sector 29, Gurugram|15000', 'Huda Gymkhana Club|Sector 29, Gurugram|600', 'Depot48|Green Park|200',
      'The Piano Man|Safdarjung Enclave|120', 'Summer House Cafe|Hauz Khas|300', 'Kunzum Travel Cafe|Hauz Khas Village|60',
      'Canvas Laugh Club|Sector 38, Noida|250', 'India Expo Centre|Knowledge Park, Greater Noida|30000', 'Shaheed Bhagat Singh Stadium|Noida|5000',
      'Noida Haat|Sector 33A, Noida|3000', 'Ambience Mall Atrium|DLF Phase 3, Gurugram|800', 'DLF CyberHub Amphitheatre|DLF Cyber City, Gurugram|1500',
      'Mavalankar Auditorium|Rafi Marg|700', 'Sri Sathya Sai International Centre|Lodhi Road|1000', 'Meghdoot Theatre Complex|Mandi House|300',
      'Abhimanch Auditorium, NSD|Mandi House|400', 'Dilli Haat|INA|2000',
    ],
  },
  {
    prefix: 'BLR', region: 'Bengaluru', regionCode: 'BANG', state: 'Karnataka', pin: '5600',
    venues: [
      '*Palace Grounds|Vasanth Nagar|25000', '*Phoenix Marketcity Amphitheatre|Whitefield|2000', '*Sree Kanteerava Indoor Stadium|Sampangi Rama Nagar|4000',
      'Chowdiah Memorial Hall|Vyalikaval|1000', 'Ravindra Kalakshetra|JC Road|1000', 'Ranga Shankara|JP Nagar|320', 'Jagriti Theatre|Whitefield|200',
      'Bangalore International Centre Auditorium|Domlur|200', 'Good Shepherd Auditorium|Museum Road|1000', 'St. Johns Auditorium|Koramangala|2000',
      'Prestige Centre for Performing Arts|Konanakunte|700', 'Kalagrama|Mallathahalli|500', 'ADA Rangamandira|JC Road|800', 'Seva Sadan|Malleswaram|400',
      'MLR Convention Centre|Whitefield|1500', 'Bangalore International Exhibition Centre|Tumkur Road|20000', 'M. Chinnaswamy Stadium|Cubbon Road|40000',
      'Jayamahal Palace Grounds|Jayamahal|10000', 'Tripura Vasini, Palace Grounds|Vasanth Nagar|8000', 'Embassy International Riding School|Kannamangala|15000',
      'The Humming Tree|Indiranagar|350', 'Windmills Craftworks|Whitefield|300', 'Fandom at Gilly\'s Redefined|Koramangala|500', 'The Courtyard|Shanthala Nagar|200',
      'Underdoggs Sports Bar|Indiranagar|250', 'Bflat Bar|Indiranagar|150', 'Hard Rock Cafe|St. Marks Road|400', 'Sunburn Union|Koramangala|600',
      'Lalbagh Glass House|Lalbagh|1500', 'Freedom Park|Gandhi Nagar|10000', 'Orion Mall Lake Promenade|Rajajinagar|2000', 'Chowdiah Hall Annexe|Vyalikaval|150',
      'Vivanta Yeshwantpur Ballroom|Yeshwantpur|800', 'NIMHANS Convention Centre|Hosur Road|900', 'Kempegowda Kalakshetra|Vijayanagar|600',
    ],
  },
  {
    prefix: 'HYD', region: 'Hyderabad', regionCode: 'HYD', state: 'Telangana', pin: '5000',
    venues: [
      '*Shilpakala Vedika|Madhapur|2000', '*HITEX Exhibition Centre|Izzat Nagar|25000', '*Gachibowli Indoor Stadium|Gachibowli|5000',
      'Ravindra Bharathi|Saifabad|1000', 'Lamakaan|Banjara Hills|150', 'Rangbhoomi Spaces|Banjara Hills|120', 'Taramati Baradari|Ibrahim Bagh|3000',
      'Hyderabad International Convention Centre|Madhapur|5000', 'Novotel HICC Ballroom|Madhapur|1500', 'Rajiv Gandhi International Cricket Stadium|Uppal|55000',
      'Lal Bahadur Shastri Stadium|Fateh Maidan|25000', 'GMC Balayogi Athletic Stadium|Gachibowli|30000', 'Shilparamam Amphitheatre|Madhapur|1500',
      'Phoenix Arena|HITEC City|6000', 'Boulder Hills|Gachibowli|3000', 'Heart Cup Coffee|Kondapur|200', 'Hard Rock Cafe|Banjara Hills|350',
      'Prost Brewpub|Jubilee Hills|400', 'Kismatpur Farms|Kismatpur|4000', 'Sanskriti Auditorium, Salar Jung Museum|Darulshifa|500',
      'Tyagaraya Gana Sabha|Chikkadpally|600', 'Sri Sathya Sai Nigamagamam|Srinagar Colony|800', 'Chowmahalla Palace Courtyard|Khilwat|1200',
      'Inorbit Mall Atrium|Madhapur|1000', 'Jalavihar|Necklace Road|5000', 'People\'s Plaza|Necklace Road|8000', 'Hyderabad Central Atrium|Panjagutta|600',
      'Sarath City Capital Mall Arena|Kondapur|2000',
    ],
  },
  {
    prefix: 'CHN', region: 'Chennai', regionCode: 'CHEN', state: 'Tamil Nadu', pin: '6000',
    venues: [
      '*The Music Academy|Mylapore|1600', '*Jawaharlal Nehru Indoor Stadium|Periamet|8000', '*Chennai Trade Centre|Nandambakkam|15000',
      'Narada Gana Sabha|Alwarpet|1000', 'Kamarajar Arangam|Teynampet|2000', 'Sir Mutha Venkatasubba Rao Concert Hall|Chetpet|1000',
      'Museum Theatre|Egmore|600', 'Alliance Francaise of Madras|Nungambakkam|200', 'Medai, The Stage|Alwarpet|150', 'Bharat Kalachar|T. Nagar|500',
      'Vani Mahal|T. Nagar|900', 'Krishna Gana Sabha|T. Nagar|800', 'Sri Parthasarathy Swami Sabha|Mylapore|600', 'Rani Seethai Hall|Anna Salai|700',
      'MA Chidambaram Stadium|Chepauk|38000', 'Jawaharlal Nehru Stadium|Periamet|40000', 'YMCA Grounds|Nandanam|20000', 'Express Avenue Atrium|Royapettah|1000',
      'Phoenix Marketcity Chennai Atrium|Velachery|1200', 'The Park Pasha|Anna Salai|400', 'Hard Rock Cafe|Anna Salai|350', 'Kalakshetra Rukmini Arangam|Thiruvanmiyur|1000',
      'Spaces, Besant Nagar|Besant Nagar|200', 'Kalaivanar Arangam|Chepauk|1200', 'VGP Golden Beach Amphitheatre|Injambakkam|5000',
      'Island Grounds|Anna Salai|30000', 'IIT Madras Open Air Theatre|Guindy|7000',
    ],
  },
  {
    prefix: 'KOL', region: 'Kolkata', regionCode: 'KOLK', state: 'West Bengal', pin: '7000',
    venues: [
      '*Science City Auditorium|Topsia|2200', '*Netaji Indoor Stadium|Esplanade|12000', '*Nazrul Mancha|Rabindra Sarobar|3500',
      'Kala Mandir|Shakespeare Sarani|1100', 'Rabindra Sadan|Bhowanipore|1000', 'Madhusudan Mancha|Dhakuria|800', 'Gyan Manch|Pretoria Street|450',
      'Academy of Fine Arts|Maidan|500', 'Sisir Mancha|Bhowanipore|400', 'Girish Mancha|Bagbazar|800', 'Uttam Mancha|Harish Mukherjee Road|700',
      'Biswa Bangla Convention Centre|New Town|2500', 'Eden Gardens|Maidan|66000', 'Salt Lake Stadium|Bidhannagar|68000', 'Aquatica|Rajarhat|6000',
      'ITC Royal Bengal Ballroom|Tangra|1500', 'Hard Rock Cafe|Park Street|350', 'Someplace Else, The Park|Park Street|250', 'Princep Ghat Lawns|Strand Road|2000',
      'Victoria Memorial Lawns|Maidan|5000', 'South City Mall Atrium|Prince Anwar Shah Road|1000', 'Kolkata International Book Fair Ground|Salt Lake Central Park|10000',
      'Rotary Sadan|Jawaharlal Nehru Road|400', 'Max Mueller Bhavan Auditorium|Gariahat|200',
    ],
  },
  {
    prefix: 'PUN', region: 'Pune', regionCode: 'PUNE', state: 'Maharashtra', pin: '4110',
    venues: [
      '*Balgandharva Rangmandir|Shivajinagar|1000', '*Phoenix Marketcity Pune Atrium|Viman Nagar|1500', '*Shree Shiv Chhatrapati Sports Complex|Balewadi|10000',
      'Yashwantrao Chavan Natyagruha|Kothrud|1000', 'Tilak Smarak Mandir|Tilak Road|900', 'Ganesh Kala Krida Manch|Swargate|3000',
      'Annabhau Sathe Auditorium|Bibwewadi|800', 'Pandit Bhimsen Joshi Kaladalan|Aundh|600', 'Sudarshan Rangmanch|Shaniwar Peth|100', 'The Box|Erandwane|160',
      'Jyotsna Bhole Sabhagriha|Deccan Gymkhana|300', 'Nehru Memorial Hall|Camp|700', 'Maharashtra Cricket Association Stadium|Gahunje|37000',
      'Amanora Mall Amphitheatre|Hadapsar|2000', 'High Spirits Cafe|Koregaon Park|350', 'Hard Rock Cafe|Mundhwa|400', 'Oxford Golf Resort|Bavdhan|5000',
      'Mahalakshmi Lawns|Karve Nagar|3000', 'Symbiosis Vishwabhavan|Senapati Bapat Road|800', 'Auto Cluster Auditorium|Chinchwad|900',
      'Ram Krishna More Auditorium|Chinchwad|800', 'Savitribai Phule Pune University Amphitheatre|Ganeshkhind|3000',
    ],
  },
  {
    prefix: 'AMD', region: 'Ahmedabad', regionCode: 'AHD', state: 'Gujarat', pin: '3800',
    venues: [
      '*Narendra Modi Stadium|Motera|132000', '*GMDC Ground|Vastrapur|40000', '*Mahatma Mandir Convention Centre|Gandhinagar|6000',
      'Tagore Memorial Hall|Paldi|1100', 'Dinesh Hall|Ashram Road|700', 'H.K. Hall|Ashram Road|500', 'Natrani Amphitheatre|Usmanpura|600',
      'Thakorebhai Desai Hall|Ellisbridge|800', 'Pandit Deendayal Upadhyay Auditorium|Vastrapur|1200', 'Rajpath Club Lawns|Bodakdev|5000',
      'Karnavati Club Lawns|SG Highway|5000', 'Sabarmati Riverfront Event Centre|Riverfront|10000', 'Alpha One Mall Atrium|Vastrapur|800',
      'Sanskar Kendra|Paldi|300', 'Kankaria Lakefront Amphitheatre|Kankaria|2000', 'Ahmedabad University Auditorium|Navrangpura|400',
      'Gujarat University Convention Hall|Navrangpura|1500', 'Helmet Circle Cafe Stage|Memnagar|150',
    ],
  },
  {
    prefix: 'JAI', region: 'Jaipur', regionCode: 'JAIPUR', state: 'Rajasthan', pin: '3020',
    venues: [
      '*Jawahar Kala Kendra|Jawahar Lal Nehru Marg|800', '*Birla Auditorium|Statue Circle|1200', '*Sawai Mansingh Stadium|Janpath|30000',
      'Ravindra Manch|Ram Niwas Bagh|700', 'Jaipur Exhibition and Convention Centre|Sitapura|8000', 'Diggi Palace Lawns|SMS Hospital Road|3000',
      'Clarks Amer Ballroom|JLN Marg|900', 'Albert Hall Steps|Ram Niwas Bagh|2000', 'Jai Mahal Palace Lawns|Civil Lines|1500',
      'World Trade Park Atrium|Malviya Nagar|800', 'Rambagh Palace Polo Ground|Bhawani Singh Road|5000', 'Nahargarh Fort Terrace|Nahargarh|400',
      'Chokhi Dhani Village Arena|Tonk Road|2000', 'JKK Shilpgram|Jawahar Lal Nehru Marg|3000', 'Maharaja Sawai Man Singh II Museum Courtyard|City Palace|600',
    ],
  },
  {
    prefix: 'GOA', region: 'Goa', regionCode: 'GOA', state: 'Goa', pin: '4035',
    venues: [
      '*Vagator Beach Grounds|Vagator|30000', '*Kala Academy|Campal, Panaji|1000', '*Dr. Shyama Prasad Mukherjee Indoor Stadium|Bambolim|4000',
      'Ravindra Bhavan|Margao|900', 'Ravindra Bhavan|Baina, Vasco|700', 'Kala Academy Open Air Auditorium|Campal, Panaji|2500', 'Hill Top|Vagator|2000',
      'Curlies Beach Shack|Anjuna|600', 'Tito\'s Lane Club|Baga|800', 'SinQ Beach Club|Candolim|700', 'Sunburn Grounds|Vagator|40000',
      'Thalassa|Siolim|400', 'Sunaparanta Goa Centre for the Arts|Altinho, Panaji|200', 'Jawaharlal Nehru Stadium|Fatorda, Margao|19000',
      'Dona Paula Amphitheatre|Dona Paula|1500', 'Mopa Grounds|Pernem|20000',
    ],
  },
  {
    prefix: 'KOC', region: 'Kochi', regionCode: 'KOCHI', state: 'Kerala', pin: '6820',
    venues: [
      '*Jawaharlal Nehru International Stadium|Kaloor|60000', '*Lulu Grand Hyatt Convention Centre|Bolgatty|3000', '*Rajiv Gandhi Indoor Stadium|Kadavanthra|3500',
      'J.T. Pac|Maradu|650', 'Kerala Fine Arts Hall|Fine Arts Avenue|800', 'Town Hall Ernakulam|Ernakulam North|700', 'Durbar Hall Ground|Ernakulam|5000',
      'Kashi Art Cafe|Fort Kochi|100', 'Aspinwall House|Fort Kochi|500', 'Le Meridien Kochi Ballroom|Maradu|1200', 'Bolgatty Palace Lawns|Mulavukad|2000',
      'Marine Drive Walkway Stage|Marine Drive|3000', 'Adlux International Convention Centre|Angamaly|5000', 'Changampuzha Park|Edappally|1500',
    ],
  },
  {
    prefix: 'CHD', region: 'Chandigarh', regionCode: 'CHD', state: 'Chandigarh', pin: '1600',
    venues: [
      '*Tagore Theatre|Sector 18|650', '*Parade Ground|Sector 17|20000', '*Sector 34 Exhibition Ground|Sector 34|15000',
      'Punjab Kala Bhawan|Sector 16|400', 'Rani Bagh Amphitheatre|Sector 16|800', 'Elante Mall Atrium|Industrial Area Phase 1|1000',
      'Lake Club Lawns|Sukhna Lake|2000', 'Leisure Valley|Sector 10|8000', 'Punjab Cricket Association IS Bindra Stadium|Mohali|27000',
      'JW Marriott Ballroom|Sector 35|1000', 'Kisan Bhawan Auditorium|Sector 35|600', 'Panjab University Law Auditorium|Sector 14|800',
    ],
  },
  {
    prefix: 'LKO', region: 'Lucknow', regionCode: 'LKO', state: 'Uttar Pradesh', pin: '2260',
    venues: [
      '*Indira Gandhi Pratishthan|Gomti Nagar|2000', '*Ekana Cricket Stadium|Gomti Nagar Extension|50000', 'Sant Gadge Auditorium|Kaiserbagh|600',
      'Rai Umanath Bali Auditorium|Kaiserbagh|700', 'Sangeet Natak Akademi Auditorium|Gomti Nagar|500', 'Phoenix Palassio Atrium|Amausi|1200',
      'Ambedkar Memorial Park Grounds|Gomti Nagar|10000', 'Lulu Mall Lucknow Atrium|Sushant Golf City|1500', 'Babu Banarasi Das Indoor Stadium|Gomti Nagar|4000',
      'The Sheroes Hangout|Gomti Nagar|60',
    ],
  },
  {
    prefix: 'IND', region: 'Indore', regionCode: 'INDORE', state: 'Madhya Pradesh', pin: '4520',
    venues: [
      '*Brilliant Convention Centre|Sukhliya|5000', '*Holkar Cricket Stadium|Race Course Road|30000', 'Ravindra Natya Griha|RNT Marg|900',
      'Abhinav Kala Samaj|Gandhi Hall|500', 'Devi Ahilya Vishwavidyalaya Auditorium|Takshashila Campus|1000', 'Phoenix Citadel Atrium|MR 10 Road|1000',
      'Lalbagh Palace Lawns|Lalbagh|3000', 'Labh Mandapam|Super Corridor|2000',
    ],
  },
  {
    prefix: 'GUW', region: 'Guwahati', regionCode: 'GUW', state: 'Assam', pin: '7810',
    venues: [
      '*Srimanta Sankaradeva Kalakshetra|Panjabari|2000', '*Indira Gandhi Athletic Stadium|Sarusajai|25000', 'Rabindra Bhawan|Dighalipukhuri|800',
      'Pragjyoti ITA Centre|Machkhowa|700', 'Assam Engineering Institute Grounds|Chandmari|8000', 'Barsapara Cricket Stadium|Barsapara|40000',
      'Radisson Blu Ballroom|Gotanagar|900',
    ],
  },
  {
    prefix: 'VIZ', region: 'Visakhapatnam', regionCode: 'VIZAG', state: 'Andhra Pradesh', pin: '5300',
    venues: [
      '*RK Beach Grounds|Beach Road|15000', '*ACA-VDCA Cricket Stadium|PM Palem|27000', 'Kalabharathi Auditorium|Maddilapalem|800',
      'Gurajada Kalakshetram|Siripuram|1200', 'Novotel Varun Beach Ballroom|Beach Road|800', 'AU Convention Centre|Andhra University|2000',
    ],
  },
];

export interface IndianVenue {
  code: string;
  name: string;
  address: string;
  region: string;
  regionCode: string;
  trending: boolean;
  capacity: number;
}

/** Every on-ground venue of the master, with its code, full address and trending flag. */
export function indianVenues(): IndianVenue[] {
  return VENUE_CITIES.flatMap((city) =>
    city.venues.map((entry, i) => {
      const [rawName = '', locality = '', capacity = '0'] = entry.split('|');
      const trending = rawName.startsWith('*');
      const name = trending ? rawName.slice(1) : rawName;
      const pin = `${city.pin}${String(((i * 7) % 90) + 1).padStart(2, '0')}`.slice(0, 6);
      return {
        code: `${city.prefix}-${String(i + 1).padStart(3, '0')}`,
        name,
        address: `${name}, ${locality}, ${city.region === 'Delhi NCR' ? 'Delhi NCR' : city.region}, ${city.state} ${pin}`,
        region: city.region,
        regionCode: city.regionCode,
        trending,
        capacity: Number(capacity),
      };
    }),
  );
}

/** Upserts the venue master (idempotent; codes are stable). Returns the number of venues. */
export async function seedIndianVenues(db: Db): Promise<number> {
  const rows = indianVenues().map((v) => ({ ...v, venueType: 'onGround', venueSubType: null }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(masterVenues)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: masterVenues.code,
        set: {
          name: sql`excluded.name`,
          address: sql`excluded.address`,
          region: sql`excluded.region`,
          regionCode: sql`excluded.region_code`,
          trending: sql`excluded.trending`,
          capacity: sql`excluded.capacity`,
        },
      });
  }
  return rows.length;
}
