// What the checkout's features share: the remote's look (a screen imports this folder for it) and the way out to the payment provider.
import './checkout.css';

export { redirectTo } from './redirect';
