/**
 * Where webhooks may go (issue 29 "Safety", "Bad input"; decisions H15): the URL validator, run as a
 * deployed stage would run it (`deployed: true`, a resolver given), and as the local stack does.
 * Runs no request against the stack: the validator is a pure function of the URL and the DNS answer.
 * IPv6 forms that embed an IPv4 address are judged by it (issue 35).
 */
import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../shared/schemas/webhooks';
import {
  checkWebhookUrl,
  isDeployedStage,
  isPublicAddress,
  type AddressLookup,
} from '../../functions/src/lib/webhooks/address';

/** A resolver answering fixed addresses per host. */
const dns =
  (answers: Record<string, string[]>): AddressLookup =>
  async (host) => {
    const addresses = answers[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address }));
  };

const deployed = (url: string, answers: Record<string, string[]> = {}) =>
  checkWebhookUrl(url, { deployed: true, lookup: dns(answers) });

describe('webhook URL validation', () => {
  it('tells deployed stages from the local stack by STAGE', () => {
    expect(isDeployedStage('local')).toBe(false);
    for (const stage of ['dev', 'staging', 'prod']) expect(isDeployedStage(stage)).toBe(true);
  });

  it('accepts a public https URL in a deployed stage', async () => {
    await expect(
      deployed('https://hooks.example.com/greenlight', {
        'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      }),
    ).resolves.toBeInstanceOf(URL);
    await expect(deployed('https://8.8.8.8/hook')).resolves.toBeInstanceOf(URL);
  });

  it('refuses http in a deployed stage, and allows http://localhost on the local stack', async () => {
    await expect(deployed('http://hooks.example.com/x', { 'hooks.example.com': ['93.184.215.14'] })).rejects.toThrow(
      WEBHOOK_MESSAGES.urlHttpsOnly,
    );
    await expect(checkWebhookUrl('http://localhost:4000/hook', { deployed: false })).resolves.toBeInstanceOf(URL);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.5'],
    ['private 192.168/16', '192.168.1.10'],
    ['link-local', '169.254.10.10'],
    ['instance metadata', '169.254.169.254'],
    ['CGNAT', '100.64.0.1'],
    ['unspecified', '0.0.0.0'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unique-local', 'fd12:3456::1'],
    ['IPv6 metadata', 'fd00:ec2::254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ])('refuses a host that resolves to an address of kind %s (%s)', async (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
    await expect(deployed('https://sneaky.example.com/hook', { 'sneaky.example.com': [address] })).rejects.toThrow(
      WEBHOOK_MESSAGES.urlPrivate,
    );
  });

  // Issue 35: an IPv6 address that embeds an IPv4 address is judged by the IPv4 address (decisions EX2).
  it.each([
    ['IPv4-compatible metadata', '::a9fe:a9fe'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible private', '::a00:1'],
    ['IPv4-mapped metadata', '::ffff:a9fe:a9fe'],
    ['IPv4-translated loopback', '::ffff:0:7f00:1'],
    ['NAT64 metadata', '64:ff9b::a9fe:a9fe'],
    ['NAT64 private', '64:ff9b::c0a8:10a'],
    ['local-use NAT64 /96 metadata', '64:ff9b:1::a9fe:a9fe'],
    ['local-use NAT64 /48 metadata', '64:ff9b:1:a9fe:a9:fe00::'],
    ['6to4 metadata', '2002:a9fe:a9fe::1'],
    ['6to4 private', '2002:a00:1::1'],
    ['Teredo with a loopback client', '2001:0:808:808:8000:63bf:80ff:fffe'],
    ['Teredo with a private server', '2001:0:a00:1:8000:63bf:f7f7:f7f7'],
  ])(
    'refuses an IPv6 address that embeds a private IPv4 address: %s (%s), as a literal and as a name’s answer',
    async (_name, address) => {
      expect(isPublicAddress(address)).toBe(false);
      await expect(deployed(`https://[${address}]/hook`)).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
      await expect(deployed('https://sneaky.example.com/hook', { 'sneaky.example.com': [address] })).rejects.toThrow(
        WEBHOOK_MESSAGES.urlPrivate,
      );
    },
  );

  it('refuses the literal forms the URL parser rewrites, as [::127.0.0.1] and [::169.254.169.254]', async () => {
    await expect(deployed('https://[::127.0.0.1]/')).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
    await expect(deployed('https://[::169.254.169.254]/')).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
    await expect(deployed('https://[::ffff:169.254.169.254]/')).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
  });

  it.each([
    ['IPv4-mapped', '::ffff:808:808'],
    ['NAT64', '64:ff9b::808:808'],
    ['local-use NAT64 /96', '64:ff9b:1::808:808'],
    ['6to4', '2002:808:808::1'],
    ['Teredo', '2001:0:808:808:8000:63bf:f7f7:f7f7'],
  ])('accepts an IPv6 address that embeds a public IPv4 address: %s (%s)', async (_name, address) => {
    expect(isPublicAddress(address)).toBe(true);
    await expect(deployed(`https://[${address}]/hook`)).resolves.toBeInstanceOf(URL);
  });

  it('refuses a host when any one of its addresses is private, and literal private addresses', async () => {
    await expect(
      deployed('https://mixed.example.com/', { 'mixed.example.com': ['93.184.215.14', '10.0.0.1'] }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
    await expect(deployed('https://169.254.169.254/latest/meta-data/')).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
    await expect(deployed('https://[fd00:ec2::254]/')).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
    await expect(deployed('https://0x7f.1/')).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('refuses malformed URLs, other schemes, credentials and names that do not resolve', async () => {
    await expect(deployed('not a url')).rejects.toThrow(WEBHOOK_MESSAGES.urlInvalid);
    await expect(deployed('ftp://files.example.com/')).rejects.toThrow(WEBHOOK_MESSAGES.urlInvalid);
    await expect(
      deployed('https://user:pw@hooks.example.com/', { 'hooks.example.com': ['93.184.215.14'] }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.urlCredentials);
    await expect(deployed('https://nowhere.invalid/')).rejects.toThrow(WEBHOOK_MESSAGES.urlUnresolvable);
  });
});
