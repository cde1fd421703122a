import jwt from 'jsonwebtoken';
import { loadConfig } from '../config.js';

export function requireUser(req, res, next) {
  const header = req.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: 'missing token' });
  try {
    req.user = jwt.verify(token, loadConfig().jwtSecret);
    return next();
  } catch {
    return res.status(401).json({ error: 'invalid token' });
  }
}
