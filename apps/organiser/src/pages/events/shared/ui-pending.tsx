/*
 * TEMPORARY: stand-ins for @diy/ui components still being built in packages/ui, so the app keeps building.
 * Each is replaced by the real import as it lands (grep for ui-pending). They render a plain note only.
 */
import type { ReactNode } from 'react';

type AnyProps = Record<string, unknown> & { label?: ReactNode; children?: ReactNode };
function Pending(name: string) {
  return function PendingComponent(props: AnyProps) {
    return <p data-pending-ui={name}>{typeof props.label === 'string' ? `${props.label}: ` : ''}(coming soon)</p>;
  };
}
/* eslint-disable @typescript-eslint/no-explicit-any */
export const SectionList: any = Pending('SectionList');
export const ArtistChipList: any = Pending('ArtistChipList');
export const ArtistSearch: any = Pending('ArtistSearch');
export const SelectRoleDialog: any = Pending('SelectRoleDialog');
export const GuideGallery: any = Pending('GuideGallery');
export const ImageUpload: any = Pending('ImageUpload');
export const RejectionNotice: any = Pending('RejectionNotice');
