import { describe, expect, it } from 'vitest';
import { isEmail } from '../../src/domain/email.ts';

// Spec section 5: an email must look like {email}: something@domain.tld.
describe('isEmail', () => {
  it.each(['a@b.co', 'amina.b@example.ma', 'x+y@sub.domain.org'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each(['', 'plain', '@example.com', 'a@', 'a@b', 'a@b.', 'a@.b', 'a b@c.de', 'a@b c.de', 'a@b.c d', 'a@@b.cd', 'a@b@c.de', ' a@b.co', 'a@b.co '])(
    'rejects %j',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );

  // The spec is silent on length; the code caps an address at 254 characters (RFC 5321).
  it('takes 254 characters but not 255', () => {
    const at254 = 'a'.repeat(246) + '@b.co.ma';
    expect(at254).toHaveLength(254);
    expect(isEmail(at254)).toBe(true);
    expect(isEmail('a' + at254)).toBe(false);
  });
});
