import express from 'express';
import { loginHandler } from './auth/login.js';

const app = express();
app.use(express.urlencoded({ extended: false }));
app.post('/login', loginHandler);
app.get('/health', (_req, res) => res.send('ok'));
app.listen(process.env.PORT || 3000);
