import { verifyPassword } from './password.js';
import { findUser } from '../users.js';

export async function loginHandler(req, res) {
  const user = await findUser(req.body.username);
  if (!user || !verifyPassword(req.body.password, user.passwordHash)) {
    return res.status(401).send('Invalid username or password');
  }
  res.cookie('session', user.sessionToken());
  res.redirect('/board');
}
