import { describe, expect, it } from 'vitest';
import { croppedName, croppedSize, croppedType } from './crop-image';

describe('cropped picture files (issue 30 item 9)', () => {
  it('keeps the crop size up to 1024 px a side, scaling larger ones down', () => {
    expect(croppedSize({ width: 300, height: 300 })).toEqual({ width: 300, height: 300 });
    expect(croppedSize({ width: 2048, height: 2048 })).toEqual({ width: 1024, height: 1024 });
    expect(croppedSize({ width: 199.6, height: 199.6 })).toEqual({ width: 200, height: 200 });
    expect(croppedSize({ width: 0.2, height: 0.2 })).toEqual({ width: 1, height: 1 });
  });

  it('keeps JPEG and PNG, and makes anything else PNG with a matching name', () => {
    expect(croppedType('image/jpeg')).toBe('image/jpeg');
    expect(croppedType('image/png')).toBe('image/png');
    expect(croppedType('image/webp')).toBe('image/png');
    expect(croppedName('me.JPEG', 'image/jpeg')).toBe('me.JPEG');
    expect(croppedName('me.png', 'image/png')).toBe('me.png');
    expect(croppedName('me.webp', 'image/png')).toBe('me.png');
    expect(croppedName('me', 'image/jpeg')).toBe('me.jpg');
  });
});
