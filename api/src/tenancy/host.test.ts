import { tenantNameFromHost } from './host';

describe('tenantNameFromHost', () => {
  it('reads the one label before the base host', () => {
    expect(tenantNameFromHost('sufra.localhost', 'localhost')).toBe('sufra');
    expect(tenantNameFromHost('nile.shop.example.com', 'shop.example.com')).toBe('nile');
  });

  it('refuses other hosts, deeper names and the base host itself', () => {
    expect(tenantNameFromHost('localhost', 'localhost')).toBeNull();
    expect(tenantNameFromHost('a.sufra.localhost', 'localhost')).toBeNull();
    expect(tenantNameFromHost('sufra.example.com', 'localhost')).toBeNull();
    expect(tenantNameFromHost('sufralocalhost', 'localhost')).toBeNull();
  });
});
