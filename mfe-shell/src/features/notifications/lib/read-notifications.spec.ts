import { countUnread, parseReadIds, withRead } from './read-notifications';
import { announcementKind } from './announcement-display';

describe('read-notification list', () => {
  it('reads a stored JSON array of ids and ignores anything else', () => {
    expect(parseReadIds('[1,2,2,"3"]')).toEqual([1, 2, 3]);
    expect(parseReadIds(null)).toEqual([]);
    expect(parseReadIds('not json')).toEqual([]);
    expect(parseReadIds('{"1":true}')).toEqual([]);
    expect(parseReadIds('[null,"x",1.5,4]')).toEqual([4]);
  });

  it('adds ids without duplicates', () => {
    expect(withRead([1, 2], [2, 3])).toEqual([1, 2, 3]);
  });

  it('counts the announcements whose id is not in the list', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(countUnread(list, [])).toBe(3);
    expect(countUnread(list, [2, 9])).toBe(2);
    expect(
      countUnread(
        list,
        withRead(
          [],
          list.map((a) => a.id),
        ),
      ),
    ).toBe(0);
  });
});

describe('announcement display', () => {
  it('renders unknown types as info', () => {
    expect(announcementKind('warning')).toBe('warning');
    expect(announcementKind('ERROR')).toBe('error');
    expect(announcementKind('promo')).toBe('info');
    expect(announcementKind('')).toBe('info');
  });
});
