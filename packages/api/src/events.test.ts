import { describe, expect, it } from 'vitest';
import { bannerFormData, eventRefFromId, isEventCode, synopsisParams } from './events';
import { genreCategoriesParam } from './masters';

describe('event references', () => {
  it('tells event codes from draft ids', () => {
    expect(isEventCode('ET00012345')).toBe(true);
    expect(isEventCode('d_8f3a')).toBe(false);
    expect(eventRefFromId('ET00012345')).toEqual({ eventCode: 'ET00012345' });
    expect(eventRefFromId('abc', 'ET1')).toEqual({ draftId: 'abc', eventCode: 'ET1' });
  });
  it('sends only the known parts of the synopsis query', () => {
    expect(synopsisParams({ draftId: 'abc', eventCode: null })).toEqual({ draftId: 'abc' });
    expect(synopsisParams({ eventCode: 'ET1' })).toEqual({ eventCode: 'ET1' });
  });
});

describe('banner upload body', () => {
  it('names the file {bannerType}.jpeg and carries draftId, eventCode and eventTitle', () => {
    const form = bannerFormData({ bannerType: 'webListing', file: new Blob(['x'], { type: 'image/jpeg' }), draftId: 'd1', eventCode: 'ET1', eventTitle: 'Show' });
    expect(form.get('draftId')).toBe('d1');
    expect(form.get('eventCode')).toBe('ET1');
    expect(form.get('eventTitle')).toBe('Show');
    expect((form.get('file') as File).name).toBe('webListing.jpeg');
    const bare = bannerFormData({ bannerType: 'desktop', file: new Blob(['x']), draftId: 'd1' });
    expect(bare.has('eventCode')).toBe(false);
    expect((bare.get('file') as File).name).toBe('desktop.jpeg');
  });
});

describe('genre query', () => {
  it('joins category codes with pipes, once each, in a stable order', () => {
    expect(genreCategoriesParam(['MUSIC', 'COMEDY', 'MUSIC'])).toBe('COMEDY|MUSIC');
  });
});
