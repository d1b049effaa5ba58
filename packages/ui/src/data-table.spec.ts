import { pageItems } from './data-table';

describe('pageItems', () => {
  it('shows every page when there are at most five', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most five pages around the current one, plus first, last and ellipses', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(pageItems(6, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12]);
    // First and last are adjacent to the window here: no ellipsis is needed.
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
