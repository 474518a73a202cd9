import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKER_COLOR } from '../constants/map';
import { readMarkerColor } from './marker-color';

describe('readMarkerColor (002 §5: hex only)', () => {
  it.each([
    ['#ea4335', 'ea4335'],
    ['EA4335', 'ea4335'],
    [' #1A2b3C ', '1a2b3c'],
    ['#e43', 'ee4433'],
    ['abc', 'aabbcc'],
  ])('reads %j as %s', (input, color) => {
    expect(readMarkerColor(input)).toBe(color);
  });

  it.each(['', '#', 'red', '#ea433', '#ea43355', 'ea4335x', '0xea4335', 'rgb(1,2,3)', '#gggggg'])(
    'refuses %j',
    (input) => {
      expect(readMarkerColor(input)).toBeNull();
    },
  );

  it('reads the default colour', () => {
    expect(readMarkerColor(`#${DEFAULT_MARKER_COLOR}`)).toBe('ea4335');
  });
});
