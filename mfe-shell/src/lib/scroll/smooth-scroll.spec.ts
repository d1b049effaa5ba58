import { easeInOutCubic, scrollDuration, sectionScrollTop } from './smooth-scroll';

describe('navigation scrolling', () => {
  it('always takes 1200 to 1400 ms', () => {
    expect(scrollDuration(0)).toBe(1200);
    expect(scrollDuration(-2000)).toBe(1300);
    expect(scrollDuration(100_000)).toBe(1400);
  });

  it('stops 20 px below the sticky bar and never above the page', () => {
    expect(sectionScrollTop(900, 60)).toBe(820);
    expect(sectionScrollTop(50, 60)).toBe(0);
  });

  it('eases from 0 to 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(2)).toBe(1);
  });
});
