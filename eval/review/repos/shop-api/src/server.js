import express from 'express';
import { requireUser } from './auth/middleware.js';
import { ordersRouter } from './routes/orders.js';

const app = express();
app.use(express.json());
app.use('/orders', requireUser, ordersRouter);
app.listen(process.env.PORT || 8080);
