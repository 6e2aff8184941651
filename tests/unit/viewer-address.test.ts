/**
 * The viewer's address behind CloudFront (issue 24 "Per-IP limits"; decisions I24, S16):
 * `CloudFront-Viewer-Address` parsing (IPv4, IPv6 in both spellings, missing or malformed), the origin
 * secret that decides whether the header is believed, the /64 grouping of IPv6 viewers for the limits,
 * and the local gateway adding both headers the way CloudFront does.
 */
import { describe, expect, it } from 'vitest';
import {
  canonicalIp,
  ORIGIN_VERIFY_HEADER,
  parseViewerAddress,
  VIEWER_ADDRESS_HEADER,
  viewerIpOf,
} from '../../functions/src/lib/http/viewer-address';
import { rateLimitSubjectOf } from '../../functions/src/services/accounts/source-limits';
import { cloudFrontHeaders } from '../../infra/local/gateway';

const SECRET = 'origin-secret-of-the-stage';
const event = (headers: Record<string, string>, sourceIp = '130.176.10.20') => ({
  headers,
  requestContext: { http: { sourceIp } },
});

describe('parseViewerAddress', () => {
  it('reads an IPv4 address and drops the port', () => {
    expect(parseViewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(parseViewerAddress(' 203.0.113.7:1 ')).toBe('203.0.113.7');
  });

  it('reads IPv6 written bare with a trailing port, as CloudFront sends it', () => {
    expect(parseViewerAddress('2001:db8:85a3::8a2e:370:7334:46532')).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(parseViewerAddress('2001:DB8::1:443')).toBe('2001:db8::1');
    expect(parseViewerAddress('::1:50312')).toBe('::1');
  });

  it('reads IPv6 in brackets', () => {
    expect(parseViewerAddress('[2001:db8::1]:46532')).toBe('2001:db8::1');
    expect(parseViewerAddress('[::1]:8080')).toBe('::1');
  });

  it('gives an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(parseViewerAddress('::ffff:198.51.100.10:46532')).toBe('198.51.100.10');
    expect(parseViewerAddress('[::ffff:198.51.100.10]:46532')).toBe('198.51.100.10');
  });

  it('answers undefined for a missing or malformed value', () => {
    for (const value of [
      undefined,
      '',
      '   ',
      '198.51.100.10',
      '198.51.100.10:',
      '198.51.100.10:port',
      'example.com:443',
      '999.1.1.1:80',
      '[198.51.100.10]:80',
      '[2001:db8::1]',
      ':443',
      'not an address',
    ]) {
      expect(parseViewerAddress(value), String(value)).toBeUndefined();
    }
  });
});

describe('canonicalIp', () => {
  it('accepts IP addresses only, in one spelling', () => {
    expect(canonicalIp('2001:DB8::A')).toBe('2001:db8::a');
    expect(canonicalIp('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(canonicalIp('10.0.0.1')).toBe('10.0.0.1');
    expect(canonicalIp('localhost')).toBeUndefined();
  });
});

describe('viewerIpOf', () => {
  it('believes CloudFront-Viewer-Address when the request carries the origin secret', () => {
    const viaCloudFront = event({ [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532', [ORIGIN_VERIFY_HEADER]: SECRET });
    expect(viewerIpOf(viaCloudFront, SECRET)).toBe('198.51.100.10');
    expect(
      viewerIpOf(event({ [VIEWER_ADDRESS_HEADER]: '2001:db8::7:44321', [ORIGIN_VERIFY_HEADER]: SECRET }), SECRET),
    ).toBe('2001:db8::7');
  });

  it('ignores a forged header on a request that went straight to the API: sourceIp is then the caller', () => {
    const direct = event({ [VIEWER_ADDRESS_HEADER]: '192.0.2.99:1234' }, '203.0.113.50');
    expect(viewerIpOf(direct, SECRET)).toBe('203.0.113.50');
    const wrongSecret = event(
      { [VIEWER_ADDRESS_HEADER]: '192.0.2.99:1234', [ORIGIN_VERIFY_HEADER]: 'guess' },
      '203.0.113.50',
    );
    expect(viewerIpOf(wrongSecret, SECRET)).toBe('203.0.113.50');
  });

  it('never believes the header when no secret is configured', () => {
    const withHeader = event(
      { [VIEWER_ADDRESS_HEADER]: '192.0.2.99:1234', [ORIGIN_VERIFY_HEADER]: '' },
      '203.0.113.50',
    );
    expect(viewerIpOf(withHeader, undefined)).toBe('203.0.113.50');
    expect(viewerIpOf(withHeader, '')).toBe('203.0.113.50');
  });

  it('falls back to sourceIp when the header is missing or malformed', () => {
    expect(viewerIpOf(event({ [ORIGIN_VERIFY_HEADER]: SECRET }), SECRET)).toBe('130.176.10.20');
    expect(viewerIpOf(event({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: 'garbage' }), SECRET)).toBe(
      '130.176.10.20',
    );
    expect(viewerIpOf({ requestContext: {} }, SECRET)).toBeUndefined();
  });

  it('reads the secret from ORIGIN_VERIFY_SECRET by default', () => {
    const before = process.env.ORIGIN_VERIFY_SECRET;
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    try {
      expect(viewerIpOf(event({ [VIEWER_ADDRESS_HEADER]: '198.51.100.10:1', [ORIGIN_VERIFY_HEADER]: SECRET }))).toBe(
        '198.51.100.10',
      );
    } finally {
      if (before === undefined) delete process.env.ORIGIN_VERIFY_SECRET;
      else process.env.ORIGIN_VERIFY_SECRET = before;
    }
  });
});

describe('rateLimitSubjectOf', () => {
  it('counts an IPv4 viewer by its address', () => {
    expect(rateLimitSubjectOf('198.51.100.10')).toBe('198.51.100.10');
  });

  it('counts an IPv6 viewer by its /64, however the address is written', () => {
    expect(rateLimitSubjectOf('2001:db8:85a3:1:8a2e:370:7334:1')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitSubjectOf('2001:db8:85a3:1::99')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitSubjectOf('2001:0DB8:85A3:0001:ffff::1')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitSubjectOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubjectOf('64:ff9b::198.51.100.10')).toBe('64:ff9b:0:0::/64');
    expect(rateLimitSubjectOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('local gateway CloudFront headers', () => {
  it('sets the socket address in CloudFront format and the origin secret, replacing what the client sent', () => {
    const forged = {
      [VIEWER_ADDRESS_HEADER]: '192.0.2.99:1',
      [ORIGIN_VERIFY_HEADER]: 'forged',
      accept: 'application/json',
    };
    const v4 = cloudFrontHeaders(forged, { remoteAddress: '127.0.0.1', remotePort: 50312 }, SECRET);
    expect(v4).toEqual({
      [VIEWER_ADDRESS_HEADER]: '127.0.0.1:50312',
      [ORIGIN_VERIFY_HEADER]: SECRET,
      accept: 'application/json',
    });
    const v6 = cloudFrontHeaders({}, { remoteAddress: '::ffff:127.0.0.1', remotePort: 443 }, SECRET);
    expect(parseViewerAddress(String(v6[VIEWER_ADDRESS_HEADER]))).toBe('127.0.0.1');
  });

  it('drops both headers when the stack has no origin secret', () => {
    const forged = { [VIEWER_ADDRESS_HEADER]: '192.0.2.99:1', [ORIGIN_VERIFY_HEADER]: 'forged' };
    expect(cloudFrontHeaders(forged, { remoteAddress: '127.0.0.1', remotePort: 1 }, undefined)).toEqual({});
  });
});
