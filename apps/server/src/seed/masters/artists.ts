import { ARTIST_ROLES, type ArtistRole } from '@diy/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterArtists } from '../../db/schema';

/** Indian first and last names; every combination is one directory entry (70 x 60 = 4,200 artists). */
const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Aditya', 'Akash', 'Amala', 'Amit', 'Ananya', 'Anil', 'Anjali', 'Arjun', 'Bhavna', 'Chetan',
  'Deepa', 'Deepak', 'Devika', 'Dhruv', 'Divya', 'Farhan', 'Gauri', 'Harsh', 'Ishaan', 'Isha', 'Jaya', 'Karan',
  'Kavya', 'Kiran', 'Lakshmi', 'Madhav', 'Meera', 'Mohan', 'Nandini', 'Naveen', 'Neha', 'Nikhil', 'Pallavi', 'Pooja',
  'Pranav', 'Priya', 'Rahul', 'Rajesh', 'Ramya', 'Ravi', 'Rekha', 'Rohan', 'Sachin', 'Sahil', 'Sanjana', 'Sanjay',
  'Shreya', 'Siddharth', 'Sneha', 'Suresh', 'Swati', 'Tanvi', 'Tarun', 'Uday', 'Usha', 'Varun', 'Vidya', 'Vikram',
  'Vinay', 'Yamini', 'Yash', 'Zoya', 'Imran', 'Salma', 'Gurpreet', 'Harpreet', 'Joseph', 'Mary',
];
const LAST_NAMES = [
  'Agarwal', 'Ahmed', 'Bajaj', 'Banerjee', 'Bhat', 'Bose', 'Chatterjee', 'Chopra', 'Das', 'Desai', 'Deshpande', 'Dutta',
  'Fernandes', 'Ghosh', 'Gill', 'Gowda', 'Gupta', 'Hegde', 'Iyer', 'Iyengar', 'Jain', 'Joshi', 'Kapoor', 'Khan',
  'Khanna', 'Kulkarni', 'Kumar', 'Malhotra', 'Mehta', 'Menon', 'Mishra', 'Mukherjee', 'Naidu', 'Nair', 'Pandey', 'Patel',
  'Patil', 'Pillai', 'Rao', 'Reddy', 'Saxena', 'Sen', 'Sethi', 'Shah', 'Sharma', 'Shetty', 'Singh', 'Sinha',
  'Srinivasan', 'Subramaniam', 'Thakur', 'Trivedi', 'Varma', 'Verma', 'Yadav', 'Qureshi', 'Sandhu', 'DSouza', 'Kurian', 'Chauhan',
];
const KNOWN_FOR: Record<ArtistRole, string[]> = {
  Actor: ['Theatre actor', 'Film actor', 'Web series actor', 'Stand-up comedian', 'Improv artist'],
  Director: ['Theatre director', 'Film director', 'Choreographer', 'Music video director'],
  Writer: ['Playwright', 'Lyricist', 'Screenwriter', 'Poet', 'Comedy writer'],
  Music: ['Playback singer', 'Composer', 'Tabla player', 'Sitar player', 'DJ', 'Vocalist', 'Guitarist', 'Band'],
  Voice: ['Voice artist', 'Dubbing artist', 'Radio jockey', 'Podcaster', 'Storyteller'],
  Producer: ['Music producer', 'Film producer', 'Theatre producer'],
  Organiser: ['Event curator', 'Festival organiser', 'Workshop facilitator', 'Community organiser'],
  Player: ['Cricketer', 'Footballer', 'Kabaddi player', 'Chess player', 'Badminton player'],
};
const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Kochi', 'Lucknow', 'Goa'];

export const ARTIST_COUNT = FIRST_NAMES.length * LAST_NAMES.length;
const BATCH = 1000;

/** The directory, generated deterministically: the same ids, names and roles on every run and every machine. */
export function artistDirectory(): (typeof masterArtists.$inferInsert)[] {
  const rows: (typeof masterArtists.$inferInsert)[] = [];
  let n = 0;
  for (const last of LAST_NAMES) {
    for (const first of FIRST_NAMES) {
      // A fixed multiplicative mix spreads roles and cities over the alphabet.
      const mix = (n * 2654435761) >>> 0;
      const role = ARTIST_ROLES[mix % ARTIST_ROLES.length]!;
      const options = KNOWN_FOR[role];
      const knownFor = `${options[(mix >>> 8) % options.length]!}, ${CITIES[(mix >>> 16) % CITIES.length]!}`;
      n += 1;
      rows.push({ id: `ART${String(n).padStart(6, '0')}`, name: `${first} ${last}`, imageUrl: null, primaryRole: role, knownFor });
    }
  }
  return rows;
}

/** Inserts the directory in batches; skipped when it is already complete (every start runs the seed). */
export async function seedArtists(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(masterArtists);
  if ((existing?.n ?? 0) >= ARTIST_COUNT) return 0;
  const rows = artistDirectory();
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(masterArtists).values(rows.slice(i, i + BATCH)).onConflictDoNothing({ target: masterArtists.id });
  }
  return rows.length;
}
