import { describe, expect, it } from 'vitest';
import { addressRefusal, namesPrivateHost } from './feed-address';

const none = new Set<string>();

describe('addressRefusal', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.3.4', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['169.254.169.254', 'link-local, cloud metadata'],
    ['fe80::1', 'IPv6 link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:7f00:1::', '6to4 of loopback'],
  ])('refuses %s (%s)', (address) => {
    expect(addressRefusal(address, 80, none)).toBe(`${address} is not a public internet address`);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(addressRefusal(address, 443, none)).toBeUndefined();
    },
  );

  it('lets an allowed private address through on its port only', () => {
    const allowed = new Set(['127.0.0.1:8081', '[::1]:8081']);
    expect(addressRefusal('127.0.0.1', 8081, allowed)).toBeUndefined();
    expect(addressRefusal('::1', 8081, allowed)).toBeUndefined();
    expect(addressRefusal('127.0.0.1', 8082, allowed)).toBeDefined();
    expect(addressRefusal('127.0.0.2', 8081, allowed)).toBeDefined();
  });

  it('refuses what is not an IP address', () => {
    expect(addressRefusal('localhost', 80, none)).toBe('localhost is not an IP address');
  });
});

describe('namesPrivateHost', () => {
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://017700000001/',
    'http://127.1/',
    'http://127.0.0.1./',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://localhost:8080/',
    'http://LocalHost./',
    'http://feeds.localhost/',
    'http://169.254.169.254/latest/meta-data/',
  ])('finds %s private', (url) => {
    expect(namesPrivateHost(url, none)).toBe(true);
  });

  it.each(['https://news.example/feed.xml', 'http://8.8.8.8/rss', 'http://localhost.example/'])(
    'leaves %s to the check at read time',
    (url) => {
      expect(namesPrivateHost(url, none)).toBe(false);
    },
  );

  it('lets an allowed address through', () => {
    expect(namesPrivateHost('http://127.0.0.1:8081/feed.xml', new Set(['127.0.0.1:8081']))).toBe(false);
  });
});
