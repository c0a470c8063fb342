export { ArtistChipList, type ArtistChipListProps, type ChosenArtist } from './ArtistChipList';
