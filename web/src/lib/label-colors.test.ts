import { describe, expect, it } from 'vitest';
import { brightness, labelTextColor, labelTextContrast, MIN_TEXT_CONTRAST } from './label-colors';

describe('label text colour (cards spec §3, threshold 155)', () => {
  it('uses dark text on light labels and white text on dark ones', () => {
    expect(labelTextColor('dddddd')).toBe('#1a1a1a');
    expect(labelTextColor('ffff00')).toBe('#1a1a1a');
    expect(labelTextColor('000000')).toBe('#ffffff');
    expect(labelTextColor('0000ff')).toBe('#ffffff');
    expect(labelTextColor('ff0000')).toBe('#ffffff');
  });

  it('switches exactly at 155', () => {
    expect(brightness('9b9b9b')).toBe(155);
    expect(labelTextColor('9b9b9b')).toBe('#1a1a1a');
    expect(labelTextColor('9a9a9a')).toBe('#ffffff');
  });

  it('treats unknown input as the default colour', () => {
    expect(brightness('#fff')).toBe(brightness('dddddd'));
  });
});

describe('labelTextContrast', () => {
  it('gives the WCAG ratio of the label and the text colour its threshold picks', () => {
    // Dark blue with white text, and a pale label with dark text, both read well.
    expect(labelTextContrast('2563eb')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(labelTextContrast('dddddd')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // A mid blue gets white text by the spec's threshold, at about 3.7:1.
    expect(labelTextContrast('3b82f6')).toBeCloseTo(3.68, 1);
    expect(labelTextContrast('000000')).toBeCloseTo(21, 0);
  });
});
