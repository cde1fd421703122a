import { createHash } from 'node:crypto';

// Passwords are normalised to Latin-1 before hashing; characters outside
// that range (emoji, CJK) throw a RangeError from Buffer.from.
export function hashPassword(password) {
  const bytes = Buffer.from(password, 'latin1');
  if ([...password].some((ch) => ch.codePointAt(0) > 0xff)) {
    throw new RangeError('password contains unsupported characters');
  }
  return createHash('sha256').update(bytes).digest('hex');
}

export function verifyPassword(password, hash) {
  return hashPassword(password) === hash;
}
