import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n-store';
import { formatStorageMegabytes, formatStoragePercent, storageLevel } from './storage-level';

describe('storageLevel', () => {
  it('is green up to 49%, orange from 50 to 79%, red above', () => {
    expect([0, 49, 49.4, 49.5, 50, 79, 79.4, 79.5, 80, 100, 130].map(storageLevel)).toEqual([
      'green',
      'green',
      'green',
      'orange',
      'orange',
      'orange',
      'orange',
      'red',
      'red',
      'red',
      'red',
    ]);
  });
});

describe('formatStoragePercent', () => {
  it('rounds, shows <1% for a little and caps at 100%', () => {
    expect([0, 0.2, 12.4, 99.6, 140].map(formatStoragePercent)).toEqual(['0%', '<1%', '12%', '100%', '100%']);
  });
});

describe('formatStorageMegabytes', () => {
  it('reads the percentage of 100 MB as megabytes, one decimal', () => {
    expect([0, 0.04, 0.1, 3.84, 12.3, 100].map(formatStorageMegabytes)).toEqual([
      '0.0 MB',
      '<0.1 MB',
      '0.1 MB',
      '3.8 MB',
      '12.3 MB',
      '100.0 MB',
    ]);
  });
  it('writes the unit as the language does: Mo in French (decisions FR2)', async () => {
    await setLanguage('fr');
    expect([0.04, 12.3].map(formatStorageMegabytes)).toEqual(['<0,1\u202fMo', '12,3\u202fMo']);
  });
  afterAll(() => setLanguage('en'));
});
