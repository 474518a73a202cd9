import { describe, expect, it } from 'vitest';
import {
  DRAWER_MOBILE_BREAKPOINT_PX,
  MENU_FIT_TOLERANCE_PX,
  MODULE_SCROLL_OFFSET_PX,
  SIZE_OBSERVER_DEBOUNCE_MS,
} from './layout';

describe('layout constants (001 §9, 002 §2.4, §4)', () => {
  it('holds the spec values', () => {
    expect(MENU_FIT_TOLERANCE_PX).toBe(2);
    expect(SIZE_OBSERVER_DEBOUNCE_MS).toBe(300);
    expect(DRAWER_MOBILE_BREAKPOINT_PX).toBe(1336);
    expect(MODULE_SCROLL_OFFSET_PX).toBe(100);
  });
});
