import { describe, expect, it } from 'vitest';
import { feeBoxFor, lineFeeRule, type ScreenFeeRules } from './line-fee-rule';

const pools = [{ uid: '202', locationUid: '200' }];
const station: ScreenFeeRules = {
  transparency: 'optional',
  pools,
  poolLocations: { '200': 'full' },
};

describe('lineFeeRule', () => {
  it("a station's pool follows its own location's rule; the station's people the station's", () => {
    expect(lineFeeRule(station, { kind: 'pool', uid: '202' })).toBe('full');
    expect(lineFeeRule(station, { kind: 'user', uid: '504' })).toBe('optional');
  });

  it("a location's pools follow the screen's settings, which are the location's", () => {
    const location: ScreenFeeRules = { transparency: 'full', pools, poolLocations: null };
    expect(lineFeeRule(location, { kind: 'pool', uid: '202' })).toBe('full');
  });

  it("a station's pool whose location's settings did not answer pays the fee", () => {
    expect(lineFeeRule({ ...station, poolLocations: {} }, { kind: 'pool', uid: '202' })).toBe(
      'full',
    );
    expect(lineFeeRule(station, { kind: 'pool', uid: '999' })).toBe('full');
  });
});

describe('feeBoxFor', () => {
  it('is shown when a line follows it, and names the lines it cannot change', () => {
    expect(feeBoxFor('optional', ['full', 'optional'])).toEqual({ shown: true, fixed: [0] });
    expect(feeBoxFor('optional', ['full'])).toEqual({ shown: false, fixed: [0] });
    expect(feeBoxFor('optional', ['optional'])).toEqual({ shown: true, fixed: [] });
    expect(feeBoxFor('full', ['full'])).toEqual({ shown: false, fixed: [] });
    expect(feeBoxFor('optional', [])).toEqual({ shown: true, fixed: [] });
  });
});
