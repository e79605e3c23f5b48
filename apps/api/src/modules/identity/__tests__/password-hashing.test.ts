import { describe, expect, it } from 'vitest';
import { createPasswordHasher, verifyPassword } from '../password-hashing';

describe('password hashing', () => {
  const hash = createPasswordHasher(10);

  it('writes its cost into the hash, and verifies at whatever cost a hash was made', async () => {
    const cheap = await hash('correct-horse-1');
    expect(cheap).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    const dearer = await createPasswordHasher(12)('correct-horse-1');
    expect(dearer).toMatch(/^\$scrypt\$ln=12,/);
    expect(await verifyPassword({ hash: cheap, password: 'correct-horse-1' })).toBe(true);
    expect(await verifyPassword({ hash: dearer, password: 'correct-horse-1' })).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: 'correct-horse-2' })).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hash('same')).not.toBe(await hash('same'));
  });

  it('refuses a stored hash whose cost would tie up the server', async () => {
    const stored = await hash('correct-horse-1');
    const greedy = stored.replace('ln=10', 'ln=24');
    expect(await verifyPassword({ hash: greedy, password: 'correct-horse-1' })).toBe(false);
  });
});
