import { hashSecret, safeEqual, verifySecret } from './secrets';

describe('secrets', () => {
  it('stores a salted scrypt hash that verifies only the same secret', async () => {
    const stored = await hashSecret('sufra-operator-demo');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('sufra-operator-demo');
    expect(await hashSecret('sufra-operator-demo')).not.toBe(stored);
    await expect(verifySecret('sufra-operator-demo', stored)).resolves.toBe(true);
    await expect(verifySecret('nile-operator-demo', stored)).resolves.toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    await expect(verifySecret('x', 'plain-text')).resolves.toBe(false);
    await expect(verifySecret('x', 'scrypt$1$2')).resolves.toBe(false);
    await expect(verifySecret('x', 'scrypt$3$8$1$c2FsdA==$aGFzaA==')).resolves.toBe(false);
  });

  it('compares strings of any lengths', () => {
    expect(safeEqual('token', 'token')).toBe(true);
    expect(safeEqual('token', 'token-longer')).toBe(false);
    expect(safeEqual('', 'x')).toBe(false);
  });
});
